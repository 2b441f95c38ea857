import { type EarlyAnswersOptions, earlyAnswersScript } from '@matjar/api-client';

/**
 * Puts the script that asks the store for a page's early calls (`earlyAnswersScript`: a customer's
 * data the page shows first, which the server cannot fetch without the token) at the end of the
 * head of the page's start, with the response's CSP nonce. A start without a head, or no calls,
 * is passed on as it is.
 */
export function askEarly(start: string, nonce: string, options: EarlyAnswersOptions): string {
  const end = start.indexOf('</head>');
  if (end === -1 || options.paths.length === 0) return start;
  const nonceAttribute = nonce ? ` nonce="${nonce.replaceAll('"', '&quot;')}"` : '';
  return `${start.slice(0, end)}<script${nonceAttribute}>${earlyAnswersScript(options)}</script>${start.slice(end)}`;
}
