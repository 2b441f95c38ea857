import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { IntlContext } from 'react-intl';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import { type Locale, isLocale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { SessionProvider } from '../../session/session-provider.js';
import { emptyGlobalStore, visitorAuthState } from '../../session/session-state.js';
import { type SessionStore, createSessionStore, getToken } from '../../session/session-store.js';
import type { SaudiCitiesQuery } from './sign-up-form.js';

/** The API root the stories and tests of the auth flows talk to (answered by MSW in tests). */
export const TEST_API_URL = 'http://store.test/api/';

/** Saudi cities as a finished request gives them, for stories and tests of the sign-up form. */
export function citiesAnswered(
  cities: readonly { id: number; name: string }[] = [
    { id: 1, name: 'الرياض' },
    { id: 2, name: 'جدة' },
    { id: 3, name: 'الدمام' },
  ],
): SaudiCitiesQuery {
  return {
    data: { countryId: 1, cities },
    isPending: false,
    isError: false,
    isSuccess: true,
    error: null,
    refetch: () => undefined,
  };
}

export interface AuthFlowsProvidersProps {
  /** The language; by default the one around it (Storybook's toolbar), else Arabic. */
  locale?: Locale;
  /** The session; a visitor's by default. */
  store?: SessionStore;
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * Everything the auth flows need above them, for stories and tests: language, TanStack Query, the
 * store API client (at `TEST_API_URL`) and a session.
 */
export function AuthFlowsProviders({
  locale,
  store,
  queryClient,
  children,
}: AuthFlowsProvidersProps) {
  // The language of the provider around it, if any (its tag may carry a region: `en-SA`).
  const around = useContext(IntlContext)?.locale.slice(0, 2);
  const language: Locale = locale ?? (isLocale(around) ? around : 'ar');
  const [session] = useState(
    () => store ?? createSessionStore({ auth: visitorAuthState, global: emptyGlobalStore }),
  );
  const [client] = useState(() => {
    const created =
      queryClient ??
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      });
    return created;
  });
  const [api] = useState(() =>
    createApiClient({
      baseUrl: TEST_API_URL,
      getToken: () => getToken(session),
      getLang: () => language,
      retries: 0,
    }),
  );
  return (
    <TestI18nProvider locale={language}>
      <QueryClientProvider client={client}>
        <ApiClientProvider client={api}>
          <SessionProvider store={session}>{children}</SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </TestI18nProvider>
  );
}
