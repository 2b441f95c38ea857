import { Provider, useAtomValue, useStore } from 'jotai';
import type { ReactNode } from 'react';
import type { AuthState, GlobalStore } from './session-state.js';
import { type SessionStore, authStateAtom, globalStoreAtom, tokenAtom } from './session-store.js';

export interface SessionProviderProps {
  /** The session store (from `createSessionStore`), shared with the API client's `getToken`. */
  store: SessionStore;
  children: ReactNode;
}

/**
 * Provides the session (auth state, global store, token) to the hooks below it.
 *
 * @example
 * const [store] = useState(() => createSessionStore(snapshot));
 * <SessionProvider store={store}><App /></SessionProvider>
 */
export function SessionProvider({ store, children }: SessionProviderProps) {
  return <Provider store={store}>{children}</Provider>;
}

/** The session store of the nearest `SessionProvider`, for hooks that change the session. */
export function useSessionStore(): SessionStore {
  return useStore();
}

/**
 * The auth state (spec §3): `authUser`, `isLoggedIn`, `newPhone`, `notificationToken`,
 * `notStutus`, `device_id`.
 *
 * @example
 * const { isLoggedIn, authUser } = useAuthState();
 */
export function useAuthState(): AuthState {
  return useAtomValue(authStateAtom);
}

/**
 * The global store (spec §3): `socials`, `mac_address`, `providerName`, `location_id`,
 * `needLogin`, `cartCount`.
 *
 * @example
 * const { cartCount } = useGlobalStore();
 */
export function useGlobalStore(): GlobalStore {
  return useAtomValue(globalStoreAtom);
}

/** Whether this browser holds a bearer token (false during the server render). */
export function useHasToken(): boolean {
  return Boolean(useAtomValue(tokenAtom));
}
