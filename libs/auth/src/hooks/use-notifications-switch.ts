import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useSessionStore } from '../session/session-provider.js';
import { updateAuthState } from '../session/session-store.js';

/**
 * Turns the customer's push notifications on or off (`switch-notify`); the answer's `is_notify`
 * is kept in the auth state as `notStutus`. On failure the stored choice is left as it was.
 *
 * @example
 * const { notStutus } = useAuthState();
 * const switchNotifications = useSwitchNotifications();
 * switchNotifications.mutate(!notStutus);
 */
export function useSwitchNotifications() {
  const api = useApiClient();
  const store = useSessionStore();
  return useMutation({
    mutationKey: ['auth', 'switchNotifications'],
    mutationFn: async (isNotify: boolean) => {
      const result = await api.auth.switchNotifications({ is_notify: isNotify });
      updateAuthState(store, { notStutus: result.data.is_notify });
      return result.data.is_notify;
    },
  });
}
