import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import {
  type SessionStore,
  SessionProvider,
  createSessionStore,
  emptyGlobalStore,
  getToken,
  useGlobalStore,
  visitorAuthState,
} from '@matjar/auth';
import { announceCartChanged, useSyncCartCount } from './use-sync-cart-count.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const wrapperFor = (store: SessionStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    const api = createApiClient({ baseUrl: BASE, getToken: () => getToken(store), retries: 0 });
    return (
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={api}>
          <SessionProvider store={store}>{children}</SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };

/** The header badge's count, with the hook that keeps it in step. */
function useBadgeCount(): number {
  useSyncCartCount();
  return useGlobalStore().cartCount;
}

describe('useSyncCartCount', () => {
  it('puts the customer cart count in the global store', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      http.get(`${BASE}count-cart`, ({ request }) =>
        HttpResponse.json({
          key: 'success',
          msg: '',
          data: request.headers.get('authorization') === 'Bearer token-1' ? 3 : 0,
        }),
      ),
    );
    const store = createSessionStore({ auth: visitorAuthState, global: emptyGlobalStore });
    const { result } = renderHook(useBadgeCount, { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('counts a visitor cart by the device id', async () => {
    server.use(
      http.get(`${BASE}count-cart`, ({ request }) =>
        HttpResponse.json({
          key: 'success',
          msg: '',
          data: new URL(request.url).searchParams.get('mac_address') === '1.2.3.0' ? 5 : 0,
        }),
      ),
    );
    const store = createSessionStore({
      auth: visitorAuthState,
      global: { ...emptyGlobalStore, mac_address: '1.2.3.0' },
    });
    const { result } = renderHook(useBadgeCount, { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current).toBe(5));
  });

  it('asks for the count again when another tab announces a cart change', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    let count = 2;
    server.use(
      http.get(`${BASE}count-cart`, () =>
        HttpResponse.json({ key: 'success', msg: '', data: count }),
      ),
    );
    const store = createSessionStore({ auth: visitorAuthState, global: emptyGlobalStore });
    const { result } = renderHook(useBadgeCount, { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current).toBe(2));
    count = 4;
    announceCartChanged();
    await waitFor(() => expect(result.current).toBe(4));
  });
});
