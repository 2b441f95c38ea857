import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HttpHandler } from 'msw';
import { type ReactNode, useState } from 'react';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import { answeringFetch } from '@matjar/api-client/testing';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider, storyLocale } from '@matjar/i18n/testing';
import { ToastProvider } from '@matjar/ui';
import { SessionProvider } from './session/session-provider.js';
import {
  type AuthState,
  type GlobalStore,
  emptyGlobalStore,
  visitorAuthState,
} from './session/session-state.js';
import { type SessionStore, createSessionStore, getToken } from './session/session-store.js';
import { TOKEN_STORAGE_KEY } from './session/storage-keys.js';

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

/** The API root of `withCustomerStore`'s stories: nothing answers there, the story's own answers do. */
export const STORY_API_URL = 'https://store.invalid/api/';

/** An answer that never comes: a screen stays on its way for as long as the story is open. */
export const never = (): Promise<never> => new Promise<never>(() => undefined);

/**
 * The answers of `withCustomerStore`'s fake store: MSW handlers, or a function that makes them each
 * time the story is drawn.
 */
export type CustomerStoreAnswers = readonly HttpHandler[] | (() => readonly HttpHandler[]);

/** Read by `withCustomerStore`: how the fake store answers the story's calls. */
export interface CustomerStoreParameters {
  customerStore?: {
    /**
     * MSW handlers of the calls the story makes, e.g.
     * `answerCall(STORY_API_URL, calls.wallet.balance, success(walletFixture))`; the first that
     * matches a request answers it. A function makes them each time the story is drawn, for a
     * store that remembers what the story did (an order cancelled stays cancelled) and forgets it
     * when the story is drawn again.
     */
    answers?: CustomerStoreAnswers;
  };
}

// Each story drawn is another customer (by id), so that what a screen keeps on the device by
// customer (the checkout's choices) in one story is not what the next one starts with.
let lastStoryCustomerId = 7;

/**
 * A signed-in customer's session holding a token, as the app's does (customers' calls need one).
 * The browser's own storage is left as it was.
 */
function storyCustomerSession(): SessionStore {
  lastStoryCustomerId += 1;
  const customer: AuthState = {
    ...visitorAuthState,
    isLoggedIn: true,
    authUser: {
      id: lastStoryCustomerId,
      name: 'سارة',
      phone: '500000001',
      email: null,
      image: null,
    },
  };
  const previous = localStorage.getItem(TOKEN_STORAGE_KEY);
  localStorage.setItem(TOKEN_STORAGE_KEY, 'story-token');
  try {
    return createSessionStore({ auth: customer, global: emptyGlobalStore });
  } finally {
    if (previous === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    else localStorage.setItem(TOKEN_STORAGE_KEY, previous);
  }
}

function CustomerStoreProviders({
  locale,
  answers,
  children,
}: {
  locale: Locale;
  answers: CustomerStoreAnswers;
  children: ReactNode;
}) {
  const [session] = useState(storyCustomerSession);
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
      fetch: answeringFetch(typeof answers === 'function' ? answers() : answers),
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
 * A story decorator for a customer's screen: a signed-in customer's session, the query cache, toasts
 * and an API client over a fake store answering the calls of the story's
 * `parameters.customerStore`, in the toolbar's language (or the one the story's `globals` lock).
 * Put it before the library's language decorator, so the toasts are inside the language.
 *
 * @example
 * export default {
 *   component: WalletScreen,
 *   decorators: [withCustomerStore, withWalletLocale],
 *   parameters: {
 *     customerStore: { answers: [answerCall(STORY_API_URL, calls.wallet.balance, success(w))] },
 *   },
 * };
 */
export function withCustomerStore(
  Story: () => ReactNode,
  context: { parameters: CustomerStoreParameters; globals: { locale?: unknown } },
) {
  const locale = storyLocale(context.globals);
  return (
    // A new session and store whenever the story's language changes.
    <CustomerStoreProviders
      key={locale}
      locale={locale}
      answers={context.parameters.customerStore?.answers ?? []}
    >
      {Story()}
    </CustomerStoreProviders>
  );
}
