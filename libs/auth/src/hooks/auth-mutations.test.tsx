import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import { SessionProvider } from '../session/session-provider.js';
import { emptyGlobalStore, visitorAuthState } from '../session/session-state.js';
import {
  type SessionStore,
  authStateAtom,
  createSessionStore,
  getToken,
  setToken,
  updateAuthState,
} from '../session/session-store.js';
import { customerQueryMeta } from '../session/customer-query-meta.js';
import {
  useActivate,
  useDeleteAccount,
  useIsSessionEnding,
  useSignIn,
  useSignOut,
  useUpdateProfile,
} from './auth-mutations.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { id: 7, name: 'Sara', phone: '500000001', is_notify: false };
const answer = (key: string, data: unknown = null, status = 200) =>
  HttpResponse.json({ key, msg: `server says ${key}`, data }, { status });

let store: SessionStore;
beforeEach(() => {
  localStorage.clear();
  store = createSessionStore({ auth: visitorAuthState, global: emptyGlobalStore });
});

function wrapper({ children }: { children: ReactNode }) {
  const client = createApiClient({ baseUrl: BASE, getToken: () => getToken(store), retries: 0 });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <SessionProvider store={store}>{children}</SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const signedIn = () => {
  setToken(store, 'old-token');
  updateAuthState(store, { authUser: { ...user, email: null, image: null }, isLoggedIn: true });
};

const outcome = async (run: () => Promise<unknown>) => {
  try {
    await act(run);
    return 'resolved';
  } catch (error) {
    return isApiError(error) ? error.kind : 'other error';
  }
};

describe('useSignIn', () => {
  it('stores the user and token and logs in on success', async () => {
    server.use(
      http.post(`${BASE}sign-in`, () => answer('success', { ...user, token: 'new-token' })),
    );
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(() => result.current.mutateAsync({ phone: '500000001', password: '123456' }));
    expect(getToken(store)).toBe('new-token');
    expect(localStorage.getItem('matjar_token')).toBe('new-token');
    expect(store.get(authStateAtom)).toMatchObject({
      isLoggedIn: true,
      notStutus: false,
      authUser: { id: 7 },
    });
    expect(document.cookie).toContain('matjar_auth=');
  });

  it('stores the user without logging in on needActive', async () => {
    server.use(http.post(`${BASE}sign-in`, () => answer('needActive', user)));
    const { result } = renderHook(() => useSignIn(), { wrapper });
    const answerKey = await act(
      async () =>
        (await result.current.mutateAsync({ phone: '500000001', password: '123456' })).key,
    );
    expect(answerKey).toBe('needActive');
    expect(getToken(store)).toBeNull();
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: false, authUser: { id: 7 } });
  });

  it.each([
    ['fail', 422],
    ['exception', 500],
    ['blocked', 403],
    ['unauthenticated', 401],
  ])('clears the token and reports %s with the server msg', async (key, status) => {
    setToken(store, 'stale-token');
    server.use(http.post(`${BASE}sign-in`, () => answer(key, null, status)));
    const { result } = renderHook(() => useSignIn(), { wrapper });
    expect(
      await outcome(() => result.current.mutateAsync({ phone: '500000001', password: '123456' })),
    ).toBe(key);
    expect(getToken(store)).toBeNull();
  });
});

describe('useActivate', () => {
  it('stores the token and is_notify and logs in on success', async () => {
    server.use(
      http.post(`${BASE}activate`, () =>
        answer('success', { ...user, is_notify: true, token: 't2' }),
      ),
    );
    const { result } = renderHook(() => useActivate(), { wrapper });
    await act(() => result.current.mutateAsync({ phone: '500000001', code: '1234' }));
    expect(getToken(store)).toBe('t2');
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: true, notStutus: true });
  });

  it('keeps the user without logging in on needCompleteInfo', async () => {
    server.use(
      http.post(`${BASE}activate`, () => answer('needCompleteInfo', { ...user, token: 't3' })),
    );
    const { result } = renderHook(() => useActivate(), { wrapper });
    await act(() => result.current.mutateAsync({ phone: '500000001', code: '1234' }));
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: false, authUser: { id: 7 } });
    expect(getToken(store)).toBe('t3');
  });

  it('reports a wrong code as fail', async () => {
    server.use(http.post(`${BASE}activate`, () => answer('fail', null, 422)));
    const { result } = renderHook(() => useActivate(), { wrapper });
    expect(
      await outcome(() => result.current.mutateAsync({ phone: '500000001', code: '9999' })),
    ).toBe('fail');
  });
});

describe('useUpdateProfile', () => {
  it.each(['success', 'needCompleteInfo'])(
    'stores the new token on %s and keeps a signed-in customer signed in',
    async (key) => {
      signedIn();
      server.use(
        http.post(`${BASE}update-profile`, () => answer(key, { ...user, token: `token-${key}` })),
      );
      const { result } = renderHook(() => useUpdateProfile(), { wrapper });
      await act(() => result.current.mutateAsync({ name: 'Sara' }));
      expect(getToken(store)).toBe(`token-${key}`);
      expect(store.get(authStateAtom).isLoggedIn).toBe(true);
    },
  );

  it('logs in a customer whose profile completion succeeds after activation', async () => {
    setToken(store, 'activation-token');
    server.use(
      http.post(`${BASE}update-profile`, () => answer('success', { ...user, token: 'complete' })),
    );
    const { result } = renderHook(() => useUpdateProfile(), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Sara' }));
    expect(store.get(authStateAtom).isLoggedIn).toBe(true);
  });

  it('leaves a customer who still has to complete the profile signed out', async () => {
    setToken(store, 'activation-token');
    server.use(
      http.post(`${BASE}update-profile`, () =>
        answer('needCompleteInfo', { ...user, token: 'still-missing' }),
      ),
    );
    const { result } = renderHook(() => useUpdateProfile(), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Sara' }));
    expect(store.get(authStateAtom).isLoggedIn).toBe(false);
    expect(getToken(store)).toBe('still-missing');
  });
});

describe.each([
  ['useSignOut', useSignOut, 'delete', 'sign-out'],
  ['useDeleteAccount', useDeleteAccount, 'post', 'delete-account'],
] as const)('%s', (_name, useHook, method, path) => {
  it.each([
    ['success', 200],
    ['blocked', 403],
    ['unauthenticated', 401],
  ])('clears the token, the user and the login flag on %s', async (key, status) => {
    signedIn();
    server.use(http[method](`${BASE}${path}`, () => answer(key, null, status)));
    const { result } = renderHook(() => useHook(), { wrapper });
    expect(await outcome(() => result.current.mutateAsync())).toBe('resolved');
    expect(getToken(store)).toBeNull();
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: false, authUser: null });
  });

  it('says the session is ending while the call is on its way, and no longer afterwards', async () => {
    signedIn();
    let answerNow: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    server.use(
      http[method](`${BASE}${path}`, async () => {
        await answered;
        return answer('success');
      }),
    );
    const { result } = renderHook(() => ({ end: useHook(), isEnding: useIsSessionEnding() }), {
      wrapper,
    });
    expect(result.current.isEnding).toBe(false);
    act(() => result.current.end.mutate());
    await waitFor(() => expect(result.current.isEnding).toBe(true));
    answerNow();
    await waitFor(() => expect(result.current.isEnding).toBe(false));
    expect(getToken(store)).toBeNull();
  });

  it('rejects and leaves the customer signed in on any other failure', async () => {
    signedIn();
    server.use(http[method](`${BASE}${path}`, () => answer('exception', null, 500)));
    const { result } = renderHook(() => useHook(), { wrapper });
    expect(await outcome(() => result.current.mutateAsync())).toBe('exception');
    expect(getToken(store)).toBe('old-token');
    expect(store.get(authStateAtom).isLoggedIn).toBe(true);
  });

  it("forgets the customer's own data and keeps the store's public data", async () => {
    signedIn();
    server.use(http[method](`${BASE}${path}`, () => answer('success')));
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({
      queryKey: ['catalog', 'favorites', 'ids'],
      queryFn: () => [4, 9],
      meta: customerQueryMeta,
    });
    queryClient.setQueryData(['catalog', 'home', 'ar'], { banners: [] });
    const client = createApiClient({ baseUrl: BASE, getToken: () => getToken(store), retries: 0 });
    const { result } = renderHook(() => useHook(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <SessionProvider store={store}>{children}</SessionProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      ),
    });
    expect(await outcome(() => result.current.mutateAsync())).toBe('resolved');
    expect(queryClient.getQueryData(['catalog', 'favorites', 'ids'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'home', 'ar'])).toEqual({ banners: [] });
  });
});
