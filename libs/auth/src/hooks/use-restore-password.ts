import { useMutation } from '@tanstack/react-query';
import type { CallInput, calls } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';

/**
 * Step one of restoring a password: sends a reset code to a registered phone
 * (`forget-password-send-code`). Rejects with the `ApiError` (show its `msg`).
 *
 * @example
 * await useForgotPasswordSendCode().mutateAsync({ phone });
 */
export function useForgotPasswordSendCode() {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'forgotPasswordSendCode'],
    mutationFn: (input: CallInput<typeof calls.auth.forgotPasswordSendCode>) =>
      api.auth.forgotPasswordSendCode(input),
  });
}

/**
 * Step two of restoring a password: checks the reset code (`forget-password-check-code`) before
 * the new password is asked for.
 *
 * @example
 * await useForgotPasswordCheckCode().mutateAsync({ phone, code });
 */
export function useForgotPasswordCheckCode() {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'forgotPasswordCheckCode'],
    mutationFn: (input: CallInput<typeof calls.auth.forgotPasswordCheckCode>) =>
      api.auth.forgotPasswordCheckCode(input),
  });
}

/**
 * Step three of restoring a password: sets the new one with the checked code (`reset-password`).
 * The customer then signs in with it.
 *
 * @example
 * await useResetPassword().mutateAsync({ phone, code, password, password_confirmation });
 */
export function useResetPassword() {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'resetPassword'],
    mutationFn: (input: CallInput<typeof calls.auth.resetPassword>) =>
      api.auth.resetPassword(input),
  });
}
