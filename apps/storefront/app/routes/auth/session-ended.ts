/** Why the store ended a customer's session. */
export interface SessionEnd {
  reason: 'unauthenticated' | 'blocked';
  /** The store's own words, in the customer's language; may be empty. */
  storeMessage: string;
}

/** Where the tab keeps an end of session the sign-in page has yet to explain. */
export const SESSION_END_STORAGE_KEY = 'matjar_session_end';

/** How long an unexplained end of session is still worth explaining. */
export const SESSION_END_TTL_MS = 10 * 60_000;

interface StoredSessionEnd extends SessionEnd {
  at: number;
}

/**
 * The end of the session the sign-in page has yet to explain, when the tab's storage refuses it.
 * Kept apart from the navigation: the route guard may redirect to sign in before the app's own
 * navigation lands.
 */
let unexplained: StoredSessionEnd | null = null;

function isStoredSessionEnd(value: unknown): value is StoredSessionEnd {
  if (typeof value !== 'object' || value === null) return false;
  const end = value as Record<string, unknown>;
  return (
    (end['reason'] === 'unauthenticated' || end['reason'] === 'blocked') &&
    typeof end['storeMessage'] === 'string' &&
    typeof end['at'] === 'number'
  );
}

/**
 * Notes that the store ended the session, for the sign-in page to say why. Browser only. Kept for
 * the tab (sessionStorage), so that it is still said when the sign-in page opens in a new document:
 * the customer opened another address or reloaded as the session ended.
 */
export function noteSessionEnded(end: SessionEnd, now = Date.now()): void {
  unexplained = { reason: end.reason, storeMessage: end.storeMessage, at: now };
  try {
    sessionStorage.setItem(SESSION_END_STORAGE_KEY, JSON.stringify(unexplained));
  } catch {
    // Storage refused: the note lasts as long as this document.
  }
}

/** The end of the session to explain now, if any and recent. */
export function peekSessionEnd(now = Date.now()): SessionEnd | null {
  let end = unexplained;
  if (!end) {
    try {
      const stored = sessionStorage.getItem(SESSION_END_STORAGE_KEY);
      const parsed: unknown = stored ? JSON.parse(stored) : null;
      if (isStoredSessionEnd(parsed)) end = parsed;
    } catch {
      // Storage refused or held something else: nothing this document noted.
    }
  }
  if (!end || now - end.at > SESSION_END_TTL_MS || end.at > now) return null;
  return { reason: end.reason, storeMessage: end.storeMessage };
}

/** Forgets the end of the session once it has been explained. */
export function forgetSessionEnd(): void {
  unexplained = null;
  try {
    sessionStorage.removeItem(SESSION_END_STORAGE_KEY);
  } catch {
    // Storage refused: there is nothing in it.
  }
}
