import { TOKEN_STORAGE_KEY } from '../session/storage-keys.js';
import { tokenKeptInMemory } from '../session/unstored-token.js';

/** The sign-in page visitors are sent to. */
export const SIGN_IN_PATH = '/auth';

/**
 * A same-origin path to return to, or `fallback` when the target is missing or points elsewhere
 * (another origin, a protocol-relative URL, a `javascript:` URL or backslash tricks).
 *
 * @example
 * safeRedirectTarget('/orders?tab=new'); // '/orders?tab=new'
 * safeRedirectTarget('https://evil.example/'); // '/'
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  const base = 'http://matjar.invalid';
  try {
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments resolve away: '/.//evil.example' is '//evil.example', another site's address.
    return path.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The sign-in URL that brings the customer back to `returnTo` (path and query) afterwards. */
export function signInPathFor(returnTo: string): string {
  const target = safeRedirectTarget(returnTo);
  return target === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Whether this tab holds a bearer token (the client-side half of the route guard): stored, or kept
 * in memory because the browser refused to store it.
 */
export function hasStoredToken(): boolean {
  if (typeof localStorage === 'undefined') return false;
  try {
    return Boolean(localStorage.getItem(TOKEN_STORAGE_KEY) ?? tokenKeptInMemory());
  } catch {
    return Boolean(tokenKeptInMemory());
  }
}
