import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@matjar/api-client';
import { hasStoredToken } from '../guard/route-guard.js';
import { emptyGlobalStore, visitorAuthState } from './session-state.js';
import {
  type SessionSnapshot,
  authStateAtom,
  createSessionStore,
  createUnauthenticatedHandler,
  endSessionWithoutToken,
  ensureMacAddress,
  getToken,
  globalStoreAtom,
  mirrorTokenCookie,
  readSessionCookies,
  restoreStoredUser,
  clearSession,
  setToken,
  storePushToken,
  updateAuthState,
} from './session-store.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  for (const name of ['matjar_auth', 'matjar_store'])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  document.cookie = 'matjar_token=; Max-Age=0; Path=/cart';
});

/** The cookies the browser sends with a request for `path` of this site. */
function cookiesSentTo(path: string): string {
  const before = location.pathname;
  history.replaceState(null, '', path);
  const cookies = document.cookie;
  history.replaceState(null, '', before);
  return cookies;
}

const fresh = () => createSessionStore({ auth: visitorAuthState, global: emptyGlobalStore });

describe('the session under parallel unauthenticated answers', () => {
  it('is cleared once, not once per failed call', async () => {
    server.use(
      http.get(`${BASE}count-cart`, () =>
        HttpResponse.json({ key: 'unauthenticated', msg: '', data: null }, { status: 401 }),
      ),
    );
    const store = fresh();
    setToken(store, 'expired');
    updateAuthState(store, { isLoggedIn: true });
    const onSignedOut = vi.fn();
    const api = createApiClient({
      baseUrl: BASE,
      getToken: () => getToken(store),
      onUnauthenticated: createUnauthenticatedHandler(store, onSignedOut),
    });
    await Promise.allSettled([api.cart.count(), api.cart.count(), api.cart.count()]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unauthenticated' }));
    expect(getToken(store)).toBeNull();
    expect(store.get(authStateAtom).isLoggedIn).toBe(false);
  });
});

describe('the session cookies', () => {
  it('survive a reload: what the browser wrote, the server reads', () => {
    const store = fresh();
    updateAuthState(store, { isLoggedIn: true, notStutus: false });
    const snapshot = readSessionCookies(document.cookie);
    expect(snapshot.auth).toMatchObject({ isLoggedIn: true, notStutus: false });
  });

  it('carry no name, phone or e-mail: the browser keeps them, and gives them back after a reload', () => {
    const store = fresh();
    setToken(store, 'token-1');
    const sara = {
      id: 1,
      // A name as long as anyone may type: the cookie does not grow with it.
      name: 'سارة '.repeat(200),
      phone: '500000001',
      email: 'sara@example.com',
      image: null,
      city_id: 1,
    };
    updateAuthState(store, { isLoggedIn: true, authUser: sara, newPhone: '512345678' });
    const cookie = document.cookie;
    expect(cookie).not.toMatch(/500000001|512345678|sara%40example|%D8%B3/);
    expect(cookie.length).toBeLessThan(1_024);

    // The next page: the server reads the cookie; the browser puts the details back once hydrated.
    const next = createSessionStore(readSessionCookies(document.cookie));
    expect(next.get(authStateAtom)).toMatchObject({ isLoggedIn: true, authUser: null });
    expect(restoreStoredUser(next)).toBe(true);
    expect(next.get(authStateAtom)).toMatchObject({
      authUser: sara,
      newPhone: '512345678',
      isLoggedIn: true,
    });
  });

  it('moves the details a cookie of an earlier build held into the browser’s storage', () => {
    setToken(fresh(), 'token-1');
    const sara = { id: 1, name: 'Sara', phone: '500000001', email: null, image: null };
    const store = createSessionStore({
      auth: { ...visitorAuthState, isLoggedIn: true, authUser: sara },
      global: emptyGlobalStore,
    });
    restoreStoredUser(store);
    expect(document.cookie).not.toContain('500000001');
    expect(store.get(authStateAtom).authUser).toMatchObject({ name: 'Sara' });
    const next = createSessionStore(readSessionCookies(document.cookie));
    restoreStoredUser(next);
    expect(next.get(authStateAtom).authUser).toMatchObject({ name: 'Sara' });
  });

  it('forget the details on sign-out, and give none to a visitor', () => {
    const store = fresh();
    setToken(store, 'token-1');
    updateAuthState(store, {
      isLoggedIn: true,
      authUser: { id: 1, name: 'Sara', phone: '500000001', email: null, image: null },
    });
    clearSession(store);
    expect(localStorage.getItem('matjar_user')).toBeNull();
    const next = createSessionStore(readSessionCookies(document.cookie));
    expect(restoreStoredUser(next)).toBe(false);
    expect(next.get(authStateAtom).authUser).toBeNull();
  });

  it('give a visitor one device id, kept across reloads', () => {
    const store = fresh();
    const first = ensureMacAddress(store, () => 0.5);
    expect(first).toBe('500.500.500.0');
    expect(ensureMacAddress(store)).toBe(first);
    expect(readSessionCookies(document.cookie).global.mac_address).toBe(first);
  });

  it('give no device id to a customer holding a token', () => {
    localStorage.setItem('matjar_token', 't');
    const store = fresh();
    expect(ensureMacAddress(store)).toBe('');
    expect(store.get(globalStoreAtom).mac_address).toBeNull();
  });
});

describe('the token cookie the server draws the cart with', () => {
  it('is written with the token and sent to the cart only, and goes with a sign-out', () => {
    const store = fresh();
    setToken(store, 'bearer-1');
    expect(cookiesSentTo('/cart')).toContain('matjar_token=bearer-1');
    expect(cookiesSentTo('/cart/summary')).toContain('matjar_token=bearer-1');
    expect(cookiesSentTo('/')).not.toContain('matjar_token');
    expect(cookiesSentTo('/products/1')).not.toContain('matjar_token');

    // A profile update gives a new token: the cookie follows.
    setToken(store, 'bearer-2');
    expect(cookiesSentTo('/cart')).toContain('matjar_token=bearer-2');

    updateAuthState(store, { isLoggedIn: true });
    clearSession(store);
    expect(cookiesSentTo('/cart')).not.toContain('matjar_token');
  });

  it("is brought in line with the tab's token: written for a customer, deleted for a visitor", () => {
    localStorage.setItem('matjar_token', 'signed-in-before');
    mirrorTokenCookie(fresh());
    expect(cookiesSentTo('/cart')).toContain('matjar_token=signed-in-before');

    // The token left this browser some other way (its storage cleared): so does the cookie.
    localStorage.clear();
    mirrorTokenCookie(fresh());
    expect(cookiesSentTo('/cart')).not.toContain('matjar_token');
  });
});

describe("the device's push token", () => {
  it('is kept as notificationToken and device_id, in the auth cookie, and outlives a sign-out', () => {
    const store = fresh();
    setToken(store, 'bearer');
    updateAuthState(store, { isLoggedIn: true });

    expect(storePushToken(store, 'fcm-token-1')).toBe(true);
    expect(storePushToken(store, 'fcm-token-1')).toBe(false);
    clearSession(store);

    expect(store.get(authStateAtom)).toMatchObject({
      isLoggedIn: false,
      notificationToken: 'fcm-token-1',
      device_id: 'fcm-token-1',
    });
    expect(readSessionCookies(document.cookie).auth.device_id).toBe('fcm-token-1');
  });

  it('is replaced by a renewed token', () => {
    const store = fresh();
    storePushToken(store, 'fcm-token-1');
    expect(storePushToken(store, 'fcm-token-2')).toBe(true);
    expect(store.get(authStateAtom).device_id).toBe('fcm-token-2');
  });
});

describe('a browser that refuses to store anything', () => {
  it('keeps the token for the tab, so the route guard lets the customer in, and forgets it on sign-out', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = fresh();
    setToken(store, 'kept-in-memory');
    expect(getToken(store)).toBe('kept-in-memory');
    expect(hasStoredToken()).toBe(true);
    // A session store created again in the same tab still holds it.
    expect(getToken(fresh())).toBe('kept-in-memory');

    setToken(store, null);
    expect(hasStoredToken()).toBe(false);
    expect(getToken(fresh())).toBeNull();
    setItem.mockRestore();
  });
});

describe('ending a session that has already ended', () => {
  it('changes nothing, not even the cookie another page of this browser has just written', () => {
    const store = fresh();
    document.cookie = `matjar_auth=${encodeURIComponent(JSON.stringify({ isLoggedIn: true }))}; Path=/`;
    expect(clearSession(store)).toBe(false);
    expect(readSessionCookies(document.cookie).auth.isLoggedIn).toBe(true);
  });
});

describe('a page requested with the cookie of a session whose token is gone', () => {
  const signedInCookie: SessionSnapshot = {
    auth: {
      ...visitorAuthState,
      isLoggedIn: true,
      authUser: { id: 7, name: 'رنا', phone: '500000007', email: null, image: null },
    },
    global: emptyGlobalStore,
  };

  it('ends that session: nobody is shown as signed in, and the cookie says so for the next page', () => {
    const store = createSessionStore(signedInCookie);
    expect(endSessionWithoutToken(store)).toBe(true);
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: false, authUser: null });
    expect(readSessionCookies(document.cookie).auth.isLoggedIn).toBe(false);
  });

  it('leaves a session holding its token alone, and a visitor too', () => {
    localStorage.setItem('matjar_token', 'live');
    const store = createSessionStore(signedInCookie);
    expect(endSessionWithoutToken(store)).toBe(false);
    expect(store.get(authStateAtom).authUser?.name).toBe('رنا');
    localStorage.clear();
    expect(endSessionWithoutToken(fresh())).toBe(false);
  });
});
