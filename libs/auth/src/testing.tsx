import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { SessionProvider } from './session/session-provider.js';
import {
  type AuthState,
  type GlobalStore,
  emptyGlobalStore,
  visitorAuthState,
} from './session/session-state.js';
import { type SessionStore, createSessionStore, getToken } from './session/session-store.js';

export interface SessionTestOptions {
  /** The store API root the test's MSW handlers answer, e.g. `http://store.test/api/`. */
  baseUrl: string;
  /** A signed-in customer (the token itself is read from `localStorage`, as in the app). */
  isLoggedIn?: boolean;
  /** Fields of the global store to start with (`mac_address`, `cartCount`, `location_id`…). */
  global?: Partial<GlobalStore>;
  /** The signed-in customer's user object, for hooks that key data by customer. */
  authUser?: AuthState['authUser'];
  /** Wrap in the test catalogue of this language, for hooks that read it. */
  locale?: Locale;
}

export interface SessionTestContext {
  /** For `renderHook(…, { wrapper })` and `render(…, { wrapper })`. */
  wrapper: (props: { children: ReactNode }) => ReactNode;
  store: SessionStore;
  queryClient: QueryClient;
}

/**
 * What a domain hook needs in a test: a session, an API client reading its token, and a query
 * cache without retries, so a refused answer shows at once.
 *
 * @example
 * const { wrapper, store } = createSessionTestContext({ baseUrl: BASE, isLoggedIn: true });
 * const { result } = renderHook(() => useCart(), { wrapper });
 */
export function createSessionTestContext({
  baseUrl,
  isLoggedIn = false,
  global = {},
  authUser = null,
  locale,
}: SessionTestOptions): SessionTestContext {
  const store = createSessionStore({
    auth: { ...visitorAuthState, isLoggedIn, authUser },
    global: { ...emptyGlobalStore, ...global },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const api = createApiClient({ baseUrl, getToken: () => getToken(store), retries: 0 });
  function wrapper({ children }: { children: ReactNode }) {
    const tree = (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <SessionProvider store={store}>{children}</SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
    return locale ? <TestI18nProvider locale={locale}>{tree}</TestI18nProvider> : tree;
  }
  return { wrapper, store, queryClient };
}
