import { useMutation } from '@tanstack/react-query';
import type { CallInput, calls } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useSessionStore } from '../session/session-provider.js';
import { authStateAtom, updateAuthState } from '../session/session-store.js';

/**
 * Checks the code sent to the new phone (`/profile/codePhone`): on success the session's
 * `authUser.phone` becomes the new phone and `newPhone` is cleared; a wrong code rejects with the
 * server's `msg` and keeps `newPhone`, so the customer can try again or ask for a new code.
 *
 * @example
 * const checkCode = useChangePhoneCheckCode();
 * await checkCode.mutateAsync({ code: '1234' });
 * navigate('/profile');
 */
export function useChangePhoneCheckCode() {
  const api = useApiClient();
  const store = useSessionStore();
  return useMutation({
    mutationKey: ['auth', 'changePhoneCheckCode'],
    mutationFn: async (input: CallInput<typeof calls.auth.changePhoneCheckCode>) => {
      const result = await api.auth.changePhoneCheckCode(input);
      const { authUser } = store.get(authStateAtom);
      updateAuthState(store, {
        authUser: authUser
          ? { ...authUser, phone: result.data.phone }
          : {
              id: result.data.id,
              name: result.data.name,
              phone: result.data.phone,
              email: result.data.email,
              image: result.data.image,
            },
        newPhone: null,
      });
      return result;
    },
  });
}
