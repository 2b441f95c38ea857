import { type EarlyAnswersOptions, earlyAnswersScript } from '@matjar/api-client';
import { withHeadScript } from './head-script.js';

/**
 * Puts the script that asks the store for a page's early calls (`earlyAnswersScript`: a customer's
 * data the page shows first, which the server cannot fetch without the token) at the end of the
 * head of the page's start, with the response's CSP nonce. A start without a head, or no calls,
 * is passed on as it is.
 */
export function askEarly(start: string, nonce: string, options: EarlyAnswersOptions): string {
  if (options.paths.length === 0) return start;
  return withHeadScript(start, nonce, earlyAnswersScript(options));
}
