import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import {
  SessionProvider,
  type SessionStore,
  createSessionStore,
  emptyGlobalStore,
  getToken,
  useGlobalStore,
  visitorAuthState,
} from '@matjar/auth';
import { useDefaultLocation, useSetDefaultLocation } from './use-locations.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.setItem('matjar_token', 'token-1'));

const location = (id: number, isDefault: boolean) => ({
  id,
  is_default: isDefault ? 1 : 0,
  name: `Address ${id}`,
  address: 'King Fahd Road, Riyadh',
  lat: 24.7,
  lng: 46.6,
});

const listOf = (...items: ReturnType<typeof location>[]) => ({
  key: 'success',
  msg: '',
  data: {
    data: items,
    pagination: { total: items.length, per_page: 100, current_page: 1, last_page: 1 },
  },
});

function wrapperFor(store: SessionStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const api = createApiClient({ baseUrl: BASE, getToken: () => getToken(store), retries: 0 });
    return (
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ApiClientProvider client={api}>
          <SessionProvider store={store}>{children}</SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };
}

const newStore = () =>
  createSessionStore({ auth: { ...visitorAuthState, isLoggedIn: true }, global: emptyGlobalStore });

describe('the default-location lookup', () => {
  it('makes the default address the selected location', async () => {
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json(listOf(location(4, false), location(9, true))),
      ),
    );
    const { result } = renderHook(
      () => ({ outcome: useDefaultLocation(), global: useGlobalStore() }),
      {
        wrapper: wrapperFor(newStore()),
      },
    );
    await waitFor(() => expect(result.current.outcome).toBe('success'));
    expect(result.current.global.location_id).toBe(9);
  });

  it('reports needActive to the caller and leaves the selected location alone', async () => {
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json({ key: 'needActive', msg: 'Activate your phone first', data: null }),
      ),
    );
    const store = createSessionStore({
      auth: { ...visitorAuthState, isLoggedIn: true },
      global: { ...emptyGlobalStore, location_id: 2 },
    });
    const { result } = renderHook(
      () => ({ outcome: useDefaultLocation(), global: useGlobalStore() }),
      {
        wrapper: wrapperFor(store),
      },
    );
    await waitFor(() => expect(result.current.outcome).toBe('needActive'));
    expect(result.current.global.location_id).toBe(2);
  });

  it('is a fail for any other answer', async () => {
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json({ key: 'exception', msg: 'Server error', data: null }, { status: 500 }),
      ),
    );
    const { result } = renderHook(() => useDefaultLocation(), { wrapper: wrapperFor(newStore()) });
    await waitFor(() => expect(result.current).toBe('fail'));
  });
});

describe('useSetDefaultLocation', () => {
  it('selects the new default location', async () => {
    let defaultId = 4;
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json(listOf(location(4, defaultId === 4), location(9, defaultId === 9))),
      ),
      http.post(`${BASE}locations/9/set-default`, () => {
        defaultId = 9;
        return HttpResponse.json({ key: 'success', msg: '', data: location(9, true) });
      }),
    );
    const { result } = renderHook(
      () => ({
        outcome: useDefaultLocation(),
        setDefault: useSetDefaultLocation(),
        global: useGlobalStore(),
      }),
      { wrapper: wrapperFor(newStore()) },
    );
    await waitFor(() => expect(result.current.global.location_id).toBe(4));
    act(() => result.current.setDefault.mutate(9));
    await waitFor(() => expect(result.current.global.location_id).toBe(9));
  });
});
