import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type HttpHandler, getResponse } from 'msw';
import { type ReactNode, useState } from 'react';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import {
  type AuthState,
  SessionProvider,
  TOKEN_STORAGE_KEY,
  createSessionStore,
  emptyGlobalStore,
  getToken,
  visitorAuthState,
} from '@matjar/auth';
import type { Locale } from '@matjar/i18n';
import { storyLocale } from '@matjar/i18n/testing';
import { ToastProvider } from '@matjar/ui';

/** The API root of the stories: nothing answers there, the story's own answers do. */
export const STORY_API_URL = 'https://store.invalid/api/';

/** Read by `withAccountStore`: how the fake store answers the story's calls. */
export interface AccountStoryParameters {
  accountStore?: {
    /**
     * MSW handlers of the calls the story makes, e.g.
     * `answerCall(STORY_API_URL, calls.locations.list, success(addresses))`; the first that
     * matches a request answers it.
     */
    answers?: readonly HttpHandler[];
  };
}

/** An answer that never comes: the screen stays on its way for as long as the story is open. */
export const never = (): Promise<never> => new Promise<never>(() => undefined);

const customer: AuthState = {
  ...visitorAuthState,
  isLoggedIn: true,
  authUser: { id: 7, name: 'سارة', phone: '500000001', email: null, image: null },
};

/**
 * A signed-in customer's session, holding a token as the app's does (the account's calls need
 * one). The browser's own storage is left as it was.
 */
function customerSession() {
  const previous = localStorage.getItem(TOKEN_STORAGE_KEY);
  localStorage.setItem(TOKEN_STORAGE_KEY, 'story-token');
  try {
    return createSessionStore({ auth: customer, global: emptyGlobalStore });
  } finally {
    if (previous === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    else localStorage.setItem(TOKEN_STORAGE_KEY, previous);
  }
}

/** A `fetch` standing in for the store with `answers`: nothing leaves the browser. */
function answeringFetch(answers: readonly HttpHandler[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = await getResponse([...answers], request);
    return (
      answer ??
      Response.json(
        { key: 'fail', msg: `Not in this story: ${request.method} ${request.url}`, data: null },
        { status: 404 },
      )
    );
  };
}

interface AccountStoreProvidersProps {
  locale: Locale;
  answers: readonly HttpHandler[];
  children: ReactNode;
}

/** The app's query cache, API client (over the fake store), session and toasts around a screen. */
function AccountStoreProviders({ locale, answers, children }: AccountStoreProvidersProps) {
  const [session] = useState(customerSession);
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  const [api] = useState(() =>
    createApiClient({
      baseUrl: STORY_API_URL,
      getToken: () => getToken(session),
      getLang: () => locale,
      retries: 0,
      // An answer that `never` comes keeps the screen waiting for as long as the story is open.
      timeout: 24 * 60 * 60 * 1000,
      fetch: answeringFetch(answers),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <SessionProvider store={session}>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/**
 * A story decorator: a signed-in customer's session and a fake store answering the calls of the
 * story's `parameters.accountStore`, in the toolbar's language (or the one the story's `globals`
 * lock). Put it before `withAccountLocale`, so the toasts are inside the language.
 */
export function withAccountStore(
  Story: () => ReactNode,
  context: { parameters: AccountStoryParameters; globals: { locale?: unknown } },
) {
  const locale = storyLocale(context.globals);
  return (
    // A new session and store whenever the story's language changes.
    <AccountStoreProviders
      key={locale}
      locale={locale}
      answers={context.parameters.accountStore?.answers ?? []}
    >
      {Story()}
    </AccountStoreProviders>
  );
}
