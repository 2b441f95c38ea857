import { AUTH_STATE_COOKIE } from './storage-keys.js';

function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Whether the auth-state cookie in a `Cookie` header says the customer is signed in. A missing,
 * corrupt or tampered cookie means a visitor: the server never trusts more than the flag, and every
 * API call still needs the token.
 */
export function isSignedInFromCookieHeader(cookieHeader: string | null | undefined): boolean {
  const raw = readCookie(cookieHeader, AUTH_STATE_COOKIE);
  if (!raw) return false;
  try {
    const state: unknown = JSON.parse(decodeURIComponent(raw));
    return (
      typeof state === 'object' &&
      state !== null &&
      'isLoggedIn' in state &&
      state.isLoggedIn === true
    );
  } catch {
    return false;
  }
}
