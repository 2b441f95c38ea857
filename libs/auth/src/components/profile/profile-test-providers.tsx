import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider, storyLocale } from '@matjar/i18n/testing';
import { ToastProvider } from '@matjar/ui';
import { SessionProvider } from '../../session/session-provider.js';
import { type AuthState, emptyGlobalStore, visitorAuthState } from '../../session/session-state.js';
import {
  type SessionStore,
  createSessionStore,
  getToken,
  setToken,
} from '../../session/session-store.js';

/** The API root stories and tests talk to (answered by MSW in tests, by nothing in stories). */
export const TEST_API_URL = 'http://store.test/api/';

/** Cities the stories and tests show without a server. */
export const testCities = [
  { id: 1, name: 'الرياض' },
  { id: 2, name: 'جدة' },
];

/** Categories with subcategories for the provider request. */
export const testCategories = [
  {
    id: 3,
    name: 'البقالة',
    image: 'https://example.com/grocery.png',
    subcategories: [
      { id: 31, name: 'الألبان' },
      { id: 32, name: 'المخبوزات' },
    ],
  },
  {
    id: 4,
    name: 'الإلكترونيات',
    image: 'https://example.com/electronics.png',
    subcategories: [{ id: 41, name: 'الجوالات' }],
  },
];

/** Sara, signed in, as stories and tests use her. */
export const signedInState: AuthState = {
  ...visitorAuthState,
  isLoggedIn: true,
  notStutus: true,
  authUser: { id: 7, name: 'سارة', phone: '500000001', email: 'sara@example.com', image: null },
};

/** A session store for a story or a test: a visitor's, or Sara's with a token. */
export function createTestSession(
  auth: AuthState = visitorAuthState,
  token?: string,
): SessionStore {
  const store = createSessionStore({ auth, global: emptyGlobalStore });
  setToken(store, token ?? (auth.isLoggedIn ? 'old-token' : null));
  return store;
}

export interface ProfileTestProvidersProps {
  /** Default `ar`. */
  locale?: Locale;
  /** The session; a visitor's by default. */
  store?: SessionStore;
  children: ReactNode;
}

/** Language, query client, API client, session and toasts around the profile components. */
export function ProfileTestProviders({
  locale = 'ar',
  store: givenStore,
  children,
}: ProfileTestProvidersProps) {
  const [store] = useState(() => givenStore ?? createTestSession());
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  const [api] = useState(() =>
    createApiClient({ baseUrl: TEST_API_URL, getToken: () => getToken(store), retries: 0 }),
  );
  return (
    <TestI18nProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <SessionProvider store={store}>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </TestI18nProvider>
  );
}

/** Story parameters read by `withProfileProviders`. */
export interface ProfileStoryParameters {
  auth?: AuthState;
}

/**
 * A story decorator: the providers around the story, in the toolbar's language (or the one its
 * `globals` lock: `globals: { locale: 'en' }`) and the session of its `parameters`
 * (`{ auth: signedInState }`).
 */
export function withProfileProviders(
  Story: () => ReactNode,
  context: { parameters: ProfileStoryParameters; globals: { locale?: unknown } },
) {
  return (
    <ProfileTestProviders
      locale={storyLocale(context.globals)}
      store={createTestSession(context.parameters.auth)}
    >
      {Story()}
    </ProfileTestProviders>
  );
}
