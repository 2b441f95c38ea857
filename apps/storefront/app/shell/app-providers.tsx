import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { createApiClient, withEarlyAnswers } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import {
  type SessionSnapshot,
  SessionProvider,
  SignInPromptProvider,
  createSessionStore,
  createUnauthenticatedHandler,
  endSessionWithoutToken,
  ensureMacAddress,
  restoreStoredUser,
  getToken,
  mirrorTokenCookie,
  setNavigatingToLogin,
  signInPathFor,
} from '@matjar/auth';
import { getStoredLocale } from '@matjar/i18n';
import { whenMounted } from '../lib/when-mounted.js';
import { noteSessionEnded } from '../routes/auth/session-ended.js';

/**
 * The longest a page waits for the store's answer to its data, showing its skeleton, before it
 * says the store is not answering and offers to try again. Submissions wait longer (the client's
 * default), and uploads longer still: their progress is shown.
 */
export const STORE_READ_TIMEOUT_MS = 6_000;

export interface AppProvidersProps {
  /** The store API root, e.g. `http://localhost:3333/`. */
  apiUrl: string;
  /** The session cookies the server rendered with. */
  session: SessionSnapshot;
  children: ReactNode;
}

/**
 * The app's data layer: the session, the store API client configured with the session's token and
 * the stored language, and TanStack Query. An `unauthenticated` or `blocked` answer anywhere ends
 * the session once and sends the customer to sign in, with the way back; the cart (on the server)
 * and the page's own state are left alone.
 */
export function AppProviders({ apiUrl, session, children }: AppProvidersProps) {
  const navigate = useNavigate();

  const [store] = useState(() => createSessionStore(session));
  // The store may refuse the session while the page is still hydrating; the way to sign in is
  // then taken once the app has mounted.
  const [signInGate] = useState(whenMounted);
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 60_000, retry: false },
          mutations: { retry: false },
        },
      }),
  );
  const [api] = useState(() =>
    createApiClient({
      baseUrl: apiUrl,
      getToken: () => getToken(store),
      getLang: getStoredLocale,
      readTimeout: STORE_READ_TIMEOUT_MS,
      // The first GET of a page's early call takes the answer its head asked for.
      fetch: withEarlyAnswers(),
      onUnauthenticated: createUnauthenticatedHandler(store, (error) => {
        setNavigatingToLogin(true);
        noteSessionEnded({
          reason: error.kind === 'blocked' ? 'blocked' : 'unauthenticated',
          storeMessage: error.msg,
        });
        // Back to the page the customer was on when the session ended; the sign-in page says why.
        signInGate.run(
          () =>
            void navigate(signInPathFor(`${window.location.pathname}${window.location.search}`)),
        );
      }),
    }),
  );

  useEffect(() => signInGate.mounted(), [signInGate]);

  useEffect(() => {
    // A cookie that says signed in without a token: the session ended as this page was requested.
    endSessionWithoutToken(store);
    // The customer's details live in the browser, not in the cookie the server rendered with.
    restoreStoredUser(store);
    ensureMacAddress(store);
    // The cart's next document is drawn with the customer's token (or, for a visitor, without one).
    mirrorTokenCookie(store);
  }, [store]);

  return (
    <SessionProvider store={store}>
      <ApiClientProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <SignInPromptProvider
            onSignIn={() =>
              void navigate(signInPathFor(`${window.location.pathname}${window.location.search}`))
            }
          >
            {children}
          </SignInPromptProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </SessionProvider>
  );
}
