import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type SaudiMobile, isApiError } from '@matjar/api-client';
import { errorMessages, failureMessage } from '@matjar/i18n';
import { PhoneNumber } from '@matjar/ui';
import { useActivate, useUpdateProfile } from '../../hooks/auth-mutations.js';
import { useResendCode } from '../../hooks/use-resend-code.js';
import { CodeStep } from '../shared/code-step.js';
import { authFlowsMessages as messages } from './messages.js';

export interface ActivationFormProps {
  /** The phone the code was sent to, national digits. */
  phone: SaudiMobile;
  /** A city chosen at sign-up, saved to the profile once the account is active. */
  cityId?: number | null;
  /** The country of `cityId`. */
  countryId?: number | null;
  /** Called once activated and signed in (`success`); the query cache is already invalidated. */
  onActivated: () => void;
  /** Called when the store asks for the profile to be completed (`needCompleteInfo`). */
  onNeedCompleteInfo: () => void;
  /** Seconds before the code can be sent again. Default 60. */
  resendAfterSeconds?: number;
  /** Shown under the form: the way back to sign in with another number. */
  children?: ReactNode;
}

/**
 * The activation step (spec §4): the four-digit code sent by SMS, sent again on request after a
 * countdown. `success` signs in (token and `is_notify` stored), `needCompleteInfo` keeps the user
 * and asks for the profile; a failure without a server message says "An error occurred during
 * verification.". The code is checked as soon as its last digit is typed.
 *
 * @example
 * <ActivationForm
 *   phone="512345678"
 *   onActivated={() => navigate(safeRedirectTarget(redirect))}
 *   onNeedCompleteInfo={() => navigate('/profile/edit?complete=1')}
 * />
 */
export function ActivationForm({
  phone,
  cityId = null,
  countryId = null,
  onActivated,
  onNeedCompleteInfo,
  resendAfterSeconds,
  children,
}: ActivationFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const activate = useActivate();
  const updateProfile = useUpdateProfile();
  const resend = useResendCode();

  const handleCode = async (code: string) => {
    if (activate.isPending) return;
    resend.reset();
    let result;
    try {
      result = await activate.mutateAsync({ phone, code });
    } catch {
      // The failure is shown from the mutation's state, next to the form.
      return;
    }
    if (result.key === 'needCompleteInfo') {
      onNeedCompleteInfo();
      return;
    }
    if (cityId !== null) {
      try {
        await updateProfile.mutateAsync({
          city_id: cityId,
          ...(countryId === null ? {} : { country_id: countryId }),
        });
      } catch {
        // The account is active and signed in; the city can still be set in the profile.
      }
    }
    await queryClient.invalidateQueries();
    onActivated();
  };

  const activationFailure = activate.isError
    ? isApiError(activate.error) && activate.error.msg
      ? activate.error.msg
      : intl.formatMessage(errorMessages.verificationFailed)
    : undefined;
  const resendFailure = resend.isError ? failureMessage(intl, resend.error) : undefined;

  return (
    <CodeStep
      className="auth-form"
      hint={intl.formatMessage(messages.activationIntro, {
        phone: <PhoneNumber key="phone" value={phone} link={false} />,
      })}
      resendAfterSeconds={resendAfterSeconds}
      onResend={() => {
        activate.reset();
        resend.mutate({ phone });
      }}
      resentMessage={resend.isSuccess ? intl.formatMessage(messages.codeResent) : undefined}
      onCode={handleCode}
      failure={activationFailure ?? resendFailure}
      isPending={activate.isPending || updateProfile.isPending}
      submitSize="lg"
      submitLabel={intl.formatMessage(messages.activationSubmit)}
    >
      {children}
    </CodeStep>
  );
}
