import { PUSH_SW_PATH } from '@matjar/push';

interface DefaultPolicyRules {
  createHTML(input: string): string | null;
  createScriptURL(input: string): string | null;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: DefaultPolicyRules): unknown;
}

/** Structured data (JSON-LD): a JSON object without `<`, so no markup can come of it. */
function isStructuredData(input: string): boolean {
  if (input.includes('<') || !input.startsWith('{')) return false;
  try {
    JSON.parse(input);
    return true;
  } catch {
    return false;
  }
}

/**
 * React Router's scroll restoration script (`<ScrollRestoration>`): its own function called with
 * the storage key and the page's key. React writes it again when it renders the document's body
 * anew (a page's data failing to load shows the error page in place of the whole page); a script
 * React writes into a page never runs.
 */
function isScrollRestorationScript(input: string): boolean {
  return (
    !input.includes('<') &&
    input.startsWith('((') &&
    input.includes('window.history.state') &&
    /\)\("react-router-scroll-positions", (null|"[\w-]*")\)$/.test(input)
  );
}

/**
 * What the page's `default` Trusted Types policy lets through as strings, and nothing more:
 * - HTML: React's empty `<script></script>` (how it creates a script element that never runs), the
 *   JSON-LD of product pages (React Router escapes `<` in it) and React Router's scroll
 *   restoration script, written again by React when the body is rendered anew;
 * - script URLs: the push worker's, which the push SDK registers by itself.
 * Anything else is refused, so it is reported (the policy header is report-only).
 */
export const defaultPolicyRules: DefaultPolicyRules = {
  createHTML: (input) =>
    input === '<script></script>' || isStructuredData(input) || isScrollRestorationScript(input)
      ? input
      : null,
  createScriptURL: (input) => (input === PUSH_SW_PATH ? input : null),
};

/** Installs the `default` Trusted Types policy, where the browser has Trusted Types. */
export function installDefaultTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return;
  try {
    factory.createPolicy('default', defaultPolicyRules);
  } catch {
    // Already installed (a second evaluation of the entry in development).
  }
}
