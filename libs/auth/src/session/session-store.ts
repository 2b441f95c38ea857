import { type PrimitiveAtom, atom, createStore } from 'jotai';
import type { ApiError, FlowResult, SignedInUser, User } from '@matjar/api-client';
import { jsonCookie, readJsonCookie, writeJsonCookie, writeTokenCookie } from './cookies.js';
import * as v from 'valibot';
import {
  type AuthState,
  type GlobalStore,
  type SessionUser,
  authStateSchema,
  cookieAuthStateOf,
  emptyGlobalStore,
  generateMacAddress,
  globalStoreSchema,
  storedUserSchema,
  visitorAuthState,
} from './session-state.js';
import {
  AUTH_STATE_COOKIE,
  GLOBAL_STORE_COOKIE,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './storage-keys.js';
import { keepTokenInMemory, tokenKeptInMemory } from './unstored-token.js';

/** The jotai store holding a session. One per request on the server, one per tab in the browser. */
export type SessionStore = ReturnType<typeof createStore>;

/** What the server render knows of a session: its two cookies. */
export interface SessionSnapshot {
  auth: AuthState;
  global: GlobalStore;
}

export const authStateAtom = atom<AuthState>(visitorAuthState);
authStateAtom.debugLabel = 'authState';
export const globalStoreAtom = atom<GlobalStore>(emptyGlobalStore);
globalStoreAtom.debugLabel = 'globalStore';
export const tokenAtom = atom<string | null>(null);
tokenAtom.debugLabel = 'token';

/** The session cookies of a request (a corrupt cookie reads as a visitor's). */
export function readSessionCookies(cookieHeader: string | null | undefined): SessionSnapshot {
  return {
    auth: readJsonCookie(cookieHeader, AUTH_STATE_COOKIE, authStateSchema, visitorAuthState),
    global: readJsonCookie(cookieHeader, GLOBAL_STORE_COOKIE, globalStoreSchema, emptyGlobalStore),
  };
}

function readStoredToken(): string | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    return localStorage.getItem(TOKEN_STORAGE_KEY) ?? tokenKeptInMemory();
  } catch {
    return tokenKeptInMemory();
  }
}

/**
 * A session store holding the snapshot the server rendered with (so hydration matches) and, in the
 * browser, the token from localStorage.
 */
export function createSessionStore(snapshot: SessionSnapshot): SessionStore {
  const store = createStore();
  store.set(authStateAtom, snapshot.auth);
  store.set(globalStoreAtom, snapshot.global);
  store.set(tokenAtom, readStoredToken());
  return store;
}

function update<T>(
  store: SessionStore,
  target: PrimitiveAtom<T>,
  cookie: string,
  patch: Partial<T>,
): T {
  const next = { ...store.get(target), ...patch };
  store.set(target, next);
  writeJsonCookie(cookie, next);
  return next;
}

/** Keeps the customer's details in the browser's storage; forgets them when there are none. */
function storeUser({ authUser, newPhone }: AuthState): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (authUser || newPhone) {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ authUser, newPhone }));
    } else {
      localStorage.removeItem(USER_STORAGE_KEY);
    }
  } catch {
    // Storage refused: the details live in this tab's memory, as the token does.
  }
}

/**
 * Changes the auth state: the customer's details go to the browser's storage, the rest to its
 * cookie (`cookieAuthStateOf`).
 */
export function updateAuthState(store: SessionStore, patch: Partial<AuthState>): AuthState {
  const next = { ...store.get(authStateAtom), ...patch };
  store.set(authStateAtom, next);
  writeJsonCookie(AUTH_STATE_COOKIE, cookieAuthStateOf(next));
  storeUser(next);
  return next;
}

/**
 * Puts the customer's details the browser keeps (`USER_STORAGE_KEY`) into the session. Call it once
 * the page has hydrated: the server, which reads only the cookie, rendered without them. Details
 * kept for a tab with no session are forgotten.
 *
 * @returns whether details were restored.
 */
export function restoreStoredUser(store: SessionStore): boolean {
  const current = store.get(authStateAtom);
  if (!current.isLoggedIn && !getToken(store)) {
    storeUser(visitorAuthState);
    return false;
  }
  // A cookie written before the details left it still holds them: they move to the storage.
  if (current.authUser || current.newPhone) {
    updateAuthState(store, {});
    return false;
  }
  let stored: v.InferOutput<typeof storedUserSchema> | undefined;
  try {
    if (typeof localStorage === 'undefined') return false;
    const text = localStorage.getItem(USER_STORAGE_KEY);
    if (!text) return false;
    const parsed = v.safeParse(storedUserSchema, JSON.parse(text));
    stored = parsed.success ? parsed.output : undefined;
  } catch {
    return false;
  }
  if (!stored) return false;
  store.set(authStateAtom, { ...current, authUser: stored.authUser, newPhone: stored.newPhone });
  return true;
}

/** Changes the global store and its cookie. */
export function updateGlobalStore(store: SessionStore, patch: Partial<GlobalStore>): GlobalStore {
  return update(store, globalStoreAtom, GLOBAL_STORE_COOKIE, patch);
}

/**
 * Stores (or, with `null`, forgets) the bearer token: in localStorage, and in the cookie the server
 * draws the cart with.
 */
export function setToken(store: SessionStore, token: string | null): void {
  store.set(tokenAtom, token);
  keepTokenInMemory(null);
  writeTokenCookie(token);
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the session lives in memory for this tab, and the
    // route guard knows it is signed in.
    keepTokenInMemory(token);
  }
}

/**
 * Keeps this device's push token (spec §3 `notificationToken`, sent as `device_id` by sign-in,
 * sign-out and delete-account). It outlives a sign-out: it belongs to the device.
 *
 * @returns whether it changed.
 */
export function storePushToken(store: SessionStore, token: string): boolean {
  const { notificationToken, device_id } = store.get(authStateAtom);
  if (notificationToken === token && device_id === token) return false;
  updateAuthState(store, { notificationToken: token, device_id: token });
  return true;
}

/**
 * Brings the token cookie in line with the token this tab holds: written (and its 30 days renewed)
 * when there is one, deleted when there is none. Call it once the page has hydrated, so that a
 * customer signed in before the cookie existed, or whose cookie has lapsed, has it from their next
 * page on.
 */
export function mirrorTokenCookie(store: SessionStore): void {
  writeTokenCookie(getToken(store));
}

/** The bearer token, for the API client's `getToken`. */
export function getToken(store: SessionStore): string | null {
  return store.get(tokenAtom);
}

/** Gives a visitor without a token a device id once (spec §3), kept in the global store. */
export function ensureMacAddress(store: SessionStore, random?: () => number): string {
  const current = store.get(globalStoreAtom).mac_address;
  if (current) return current;
  if (getToken(store)) return '';
  return updateGlobalStore(store, { mac_address: generateMacAddress(random) }).mac_address ?? '';
}

const sessionUserOf = (user: User): SessionUser => ({
  id: user.id,
  name: user.name,
  phone: user.phone,
  email: user.email,
  image: user.image,
  city_id: user.city_id,
});

/**
 * Applies a sign-in answer (spec §4): `success` stores the user and token and logs in;
 * `needActive` stores the user, not logged in, without a token; `needCompleteInfo` stores the user
 * and the token that lets the profile be completed, not logged in (as activation does).
 */
export function applySignIn(store: SessionStore, result: FlowResult<SignedInUser, User>): void {
  if (result.key === 'success') {
    setToken(store, result.data.token);
    updateAuthState(store, {
      authUser: sessionUserOf(result.data),
      isLoggedIn: true,
      notStutus: result.data.is_notify,
    });
  } else {
    setToken(store, result.key === 'needCompleteInfo' ? (result.data.token ?? null) : null);
    updateAuthState(store, { authUser: sessionUserOf(result.data), isLoggedIn: false });
  }
}

/**
 * Applies an activation answer (spec §4): `success` stores the token and `is_notify` and logs in;
 * `needCompleteInfo` keeps the user (and any token it carries, which completing the profile needs)
 * without logging in.
 */
export function applyActivation(store: SessionStore, result: FlowResult<SignedInUser, User>): void {
  if (result.key === 'success') {
    setToken(store, result.data.token);
    updateAuthState(store, {
      authUser: sessionUserOf(result.data),
      isLoggedIn: true,
      notStutus: result.data.is_notify,
    });
  } else {
    if (result.data.token) setToken(store, result.data.token);
    updateAuthState(store, { authUser: sessionUserOf(result.data), isLoggedIn: false });
  }
}

/**
 * Applies a profile update: `success` and `needCompleteInfo` both store the new token. `success`
 * completes a profile and logs the customer in; `needCompleteInfo` leaves the login flag as it was
 * (a signed-in customer stays signed in while something is still missing).
 */
export function applyProfileUpdate(
  store: SessionStore,
  result: FlowResult<SignedInUser, SignedInUser>,
): void {
  setToken(store, result.data.token);
  updateAuthState(store, {
    authUser: sessionUserOf(result.data),
    isLoggedIn: result.key === 'success' || store.get(authStateAtom).isLoggedIn,
    notStutus: result.data.is_notify,
  });
}

/**
 * Ends the session in this browser: token, user and login flag go; the device's push token and
 * notification choice stay, and so do the cart (on the server) and the global store.
 *
 * @returns whether there was a session to end.
 */
export function clearSession(store: SessionStore): boolean {
  const hadSession = Boolean(getToken(store)) || store.get(authStateAtom).isLoggedIn;
  // Nothing to end: the cookie is left as it is (another page of this browser may be signing in).
  if (!hadSession) return false;
  setToken(store, null);
  updateAuthState(store, { authUser: null, isLoggedIn: false, newPhone: null });
  return true;
}

/**
 * Ends a session this tab can no longer carry: its cookie says signed in, but the tab holds no
 * token. That is a session ended while this page was being requested (the cookie came with the
 * request, the token was already gone), or one whose token lived only in a tab's memory. Call it
 * once the page has hydrated, so that the server's render and the first client render match.
 *
 * @returns whether there was such a session.
 */
export function endSessionWithoutToken(store: SessionStore): boolean {
  if (!store.get(authStateAtom).isLoggedIn || getToken(store)) return false;
  updateAuthState(store, { authUser: null, isLoggedIn: false, newPhone: null });
  return true;
}

/**
 * The handler for `unauthenticated` and `blocked` answers: ends the session and calls
 * `onSignedOut` once, with the answer that ended it, however many calls fail together.
 */
export function createUnauthenticatedHandler(
  store: SessionStore,
  onSignedOut: (error: ApiError) => void,
): (error: ApiError) => void {
  return (error) => {
    if (clearSession(store)) onSignedOut(error);
  };
}

/** The cookie values of a session, for a server response that sets them. */
export function sessionCookies(snapshot: SessionSnapshot, secure = false): string[] {
  return [
    jsonCookie(AUTH_STATE_COOKIE, cookieAuthStateOf(snapshot.auth), { secure }),
    jsonCookie(GLOBAL_STORE_COOKIE, snapshot.global, { secure }),
  ];
}
