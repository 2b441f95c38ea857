import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useSessionStore } from '../session/session-provider.js';
import { globalStoreAtom, updateGlobalStore } from '../session/session-store.js';

/**
 * Enters the store as a visitor (`sign-in-visitor`) with this device's `mac_address` from the
 * global store, and keeps the device value the store answers, which the visitor's cart is kept
 * under. No bearer token is stored: a visitor stays a visitor, kept out of /orders,
 * /notifications and /cart by the route guard.
 *
 * @example
 * const visitor = useVisitorSignIn();
 * await visitor.mutateAsync();
 * navigate(safeRedirectTarget(redirect));
 */
export function useVisitorSignIn() {
  const api = useApiClient();
  const store = useSessionStore();
  return useMutation({
    mutationKey: ['auth', 'visitorSignIn'],
    mutationFn: async () => {
      const { mac_address } = store.get(globalStoreAtom);
      const result = await api.auth.visitorSignIn({ mac_address: mac_address || undefined });
      updateGlobalStore(store, { mac_address: result.data.mac_address });
      return result;
    },
  });
}
