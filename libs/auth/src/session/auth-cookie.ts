import { readSessionCookies } from './session-store.js';

/**
 * Whether the auth-state cookie in a `Cookie` header says the customer is signed in. A missing,
 * corrupt or tampered cookie means a visitor: the server never trusts more than the flag, and every
 * API call still needs the token.
 */
export function isSignedInFromCookieHeader(cookieHeader: string | null | undefined): boolean {
  return readSessionCookies(cookieHeader).auth.isLoggedIn;
}
