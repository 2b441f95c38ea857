import { type HTMLAttributes, useMemo } from 'react';
import { useSanitizeHtml } from '../../lib/html-sanitizer.js';

interface TrustedHtmlPolicy {
  createHTML(input: string): TrustedHTML;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): TrustedHtmlPolicy;
}

/** The Trusted Types policy the page's CSP names: it passes on the sanitizer's output only. */
export const HTML_POLICY_NAME = 'matjar-html';

let policy: TrustedHtmlPolicy | null | undefined;

/** The sanitizer's output as Trusted HTML where the browser has Trusted Types, else the string. */
function trusted(html: string): string | TrustedHTML {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      policy = factory?.createPolicy(HTML_POLICY_NAME, { createHTML: (input) => input }) ?? null;
    } catch {
      policy = null;
    }
  }
  return policy ? policy.createHTML(html) : html;
}

export interface SanitizedHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** HTML from the store (an information page, an answer): sanitized before it is inserted. */
  html: string;
}

/**
 * The one place the storefront inserts HTML: the store's HTML goes through the sanitizer (no
 * scripts, handlers, styles or foreign frames) and, in browsers with Trusted Types, through the
 * `matjar-html` policy.
 *
 * @example
 * <SanitizedHtml className="account-rich-text" dir="auto" html={page.content} />
 */
export function SanitizedHtml({ html, ...rest }: SanitizedHtmlProps) {
  const sanitize = useSanitizeHtml();
  const clean = useMemo(() => trusted(sanitize(html)), [sanitize, html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
