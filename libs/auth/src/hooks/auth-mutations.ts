import {
  type QueryClient,
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type CallInput, type calls, isApiError } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useSessionStore } from '../session/session-provider.js';
import { isCustomerQuery } from '../session/customer-query-meta.js';
import {
  applyActivation,
  applyProfileUpdate,
  applySignIn,
  authStateAtom,
  clearSession,
  globalStoreAtom,
  setToken,
  updateAuthState,
} from '../session/session-store.js';

type SignInInput = Omit<CallInput<typeof calls.auth.signIn>, 'device_id' | 'mac_address'>;
type ActivateInput = Omit<CallInput<typeof calls.auth.activate>, 'device_id' | 'mac_address'>;
type SignUpInput = Omit<CallInput<typeof calls.auth.signUp>, 'device_id' | 'mac_address'>;
type UpdateProfileInput = CallInput<typeof calls.auth.updateProfile>;

/** The device fields every sign-in call carries: the push device id and the visitor's device id. */
function useDevice() {
  const { device_id } = useAtomValue(authStateAtom);
  const { mac_address } = useAtomValue(globalStoreAtom);
  return { device_id: device_id ?? undefined, mac_address: mac_address ?? undefined };
}

/**
 * Signs in by phone and password (spec §4): on `success` the user and token are stored and the
 * customer is logged in; on `needActive` the user is stored and activation is next; any failure
 * clears the token and rejects with the `ApiError` (show its `msg`).
 *
 * @example
 * const signIn = useSignIn();
 * const result = await signIn.mutateAsync({ phone, password });
 * if (result.key === 'needActive') navigate('/auth?step=activate');
 */
export function useSignIn() {
  const api = useApiClient();
  const store = useSessionStore();
  const device = useDevice();
  return useMutation({
    mutationKey: ['auth', 'signIn'],
    mutationFn: async (input: SignInInput) => {
      try {
        const result = await api.auth.signIn({ ...input, ...device });
        applySignIn(store, result);
        return result;
      } catch (error) {
        setToken(store, null);
        throw error;
      }
    },
  });
}

/**
 * Creates an account (spec §4, §5): a blank email is left out; activation comes next.
 *
 * @example
 * await useSignUp().mutateAsync({ name, phone, password, accept: true });
 */
export function useSignUp() {
  const api = useApiClient();
  const device = useDevice();
  return useMutation({
    mutationKey: ['auth', 'signUp'],
    mutationFn: (input: SignUpInput) => api.auth.signUp({ ...input, ...device }),
  });
}

/**
 * Checks the activation code (spec §4): `success` stores the token and `is_notify` and logs in;
 * `needCompleteInfo` keeps the user and asks for the profile to be completed.
 *
 * @example
 * const result = await useActivate().mutateAsync({ phone, code });
 */
export function useActivate() {
  const api = useApiClient();
  const store = useSessionStore();
  const device = useDevice();
  return useMutation({
    mutationKey: ['auth', 'activate'],
    mutationFn: async (input: ActivateInput) => {
      const result = await api.auth.activate({ ...input, ...device });
      applyActivation(store, result);
      return result;
    },
  });
}

/**
 * Updates the profile (spec §4): `success` and `needCompleteInfo` both store the new token.
 *
 * @example
 * await useUpdateProfile().mutateAsync({ name, image });
 */
export function useUpdateProfile() {
  const api = useApiClient();
  const store = useSessionStore();
  return useMutation({
    mutationKey: ['auth', 'updateProfile'],
    mutationFn: async (input: UpdateProfileInput) => {
      const result = await api.auth.updateProfile(input);
      applyProfileUpdate(store, result);
      return result;
    },
  });
}

const endsSession = (error: unknown) =>
  isApiError(error) && (error.kind === 'unauthenticated' || error.kind === 'blocked');

/** Drops every query marked with `customerQueryMeta`. */
function forgetCustomerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isCustomerQuery });
}

/**
 * Signs out this device (spec §4): `success`, `blocked` or `unauthenticated` all clear the token,
 * the user and the login flag; any other failure rejects and leaves the customer signed in, as
 * they were (show "An error occurred during logout.").
 *
 * @example
 * const signOut = useSignOut();
 * signOut.mutate(undefined, { onError: () => toast(logoutFailed) });
 */
export function useSignOut() {
  const api = useApiClient();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const { device_id } = useDevice();
  return useMutation({
    mutationKey: SIGN_OUT_KEY,
    mutationFn: async () => {
      await queryClient.cancelQueries();
      try {
        await api.auth.signOut({ device_id: device_id ?? '' });
      } catch (error) {
        if (!endsSession(error)) throw error;
      }
      clearSession(store);
      forgetCustomerData(queryClient);
    },
  });
}

const SIGN_OUT_KEY = ['auth', 'signOut'] as const;
const DELETE_ACCOUNT_KEY = ['auth', 'deleteAccount'] as const;

/**
 * Whether this device's session is ending (a sign-out or account deletion is on its way): the store
 * may already have forgotten the token, so nothing new should be opened with it (a push stream, a
 * socket).
 *
 * @example
 * const isSessionEnding = useIsSessionEnding();
 * useEffect(() => { if (!isSessionEnding) return openStream(token); }, [isSessionEnding, token]);
 */
export function useIsSessionEnding(): boolean {
  const signingOut = useIsMutating({ mutationKey: SIGN_OUT_KEY });
  const deleting = useIsMutating({ mutationKey: DELETE_ACCOUNT_KEY });
  return signingOut + deleting > 0;
}

/**
 * Deletes the account (spec §4): on `success`, `blocked` or `unauthenticated` the session is
 * cleared; the caller then goes home.
 *
 * @example
 * await useDeleteAccount().mutateAsync();
 * navigate('/');
 */
export function useDeleteAccount() {
  const api = useApiClient();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const { device_id } = useDevice();
  return useMutation({
    mutationKey: DELETE_ACCOUNT_KEY,
    mutationFn: async () => {
      await queryClient.cancelQueries();
      try {
        await api.auth.deleteAccount({ device_id: device_id ?? '' });
      } catch (error) {
        if (!endsSession(error)) throw error;
      }
      clearSession(store);
      forgetCustomerData(queryClient);
    },
  });
}

/**
 * Asks for a code on a new phone (spec §7 `change-phone-send-code`); the new phone is kept as
 * `newPhone` until its code is checked at /profile/codePhone.
 *
 * @example
 * await useChangePhoneSendCode().mutateAsync({ phone });
 * navigate('/profile/codePhone');
 */
export function useChangePhoneSendCode() {
  const api = useApiClient();
  const store = useSessionStore();
  return useMutation({
    mutationKey: ['auth', 'changePhoneSendCode'],
    mutationFn: async (input: CallInput<typeof calls.auth.changePhoneSendCode>) => {
      const result = await api.auth.changePhoneSendCode(input);
      updateAuthState(store, { newPhone: input.phone });
      return result;
    },
  });
}
