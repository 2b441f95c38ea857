import { useMutation } from '@tanstack/react-query';
import type { CallInput, calls } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';

/**
 * Sends the activation code again to a phone that is not activated yet (`resend-code`). Resolves to
 * the store's envelope (its `msg` says the code is on its way); rejects with the `ApiError`.
 *
 * @example
 * const resend = useResendCode();
 * <OtpField onResend={() => resend.mutate({ phone })} />
 */
export function useResendCode() {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'resendCode'],
    mutationFn: (input: CallInput<typeof calls.auth.resendCode>) => api.auth.resendCode(input),
  });
}
