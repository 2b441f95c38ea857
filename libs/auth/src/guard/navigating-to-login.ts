import { atom, getDefaultStore, useAtomValue } from 'jotai';

const isNavigatingToLoginAtom = atom(false);
isNavigatingToLoginAtom.debugLabel = 'isNavigatingToLogin';

/** Marks (or clears) that the customer is being sent to sign in, e.g. by the route guard. */
export function setNavigatingToLogin(value: boolean): void {
  getDefaultStore().set(isNavigatingToLoginAtom, value);
}

/**
 * Whether the customer is being sent to sign in right now (spec: `isNavigatingToLogin`), so that
 * pages can hold back requests and show progress instead of errors.
 *
 * @example
 * const isNavigatingToLogin = useIsNavigatingToLogin();
 */
export function useIsNavigatingToLogin(): boolean {
  return useAtomValue(isNavigatingToLoginAtom, { store: getDefaultStore() });
}
