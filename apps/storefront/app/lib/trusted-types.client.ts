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
 * What the page's `default` Trusted Types policy lets through as strings, and nothing more:
 * - HTML: React's empty `<script></script>` (how it creates a script element that never runs) and
 *   the JSON-LD of product pages (React Router escapes `<` in it);
 * - script URLs: the push worker's, which the push SDK registers by itself.
 * Anything else is refused, so it is reported (the policy header is report-only).
 */
export const defaultPolicyRules: DefaultPolicyRules = {
  createHTML: (input) => (input === '<script></script>' || isStructuredData(input) ? input : null),
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
