import { useMutation } from '@tanstack/react-query';
import type { CallInput, calls } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';

type ChangePasswordInput = CallInput<typeof calls.auth.changePassword>;

/**
 * Changes the signed-in customer's password: the old one, then the new one twice. A wrong old
 * password rejects with the server's `msg` (a `fail` `ApiError`); the session is kept either way.
 *
 * @example
 * const changePassword = useChangePassword();
 * await changePassword.mutateAsync({ old_password, password, password_confirmation });
 */
export function useChangePassword() {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'changePassword'],
    mutationFn: (input: ChangePasswordInput) => api.auth.changePassword(input),
  });
}
