import { useIntl } from 'react-intl';
import { isSaudiMobile } from '@matjar/api-client';
import { successMessages, failureMessage } from '@matjar/i18n';
import { PhoneNumber, useToast } from '@matjar/ui';
import { useChangePhoneSendCode } from '../../hooks/auth-mutations.js';
import { useChangePhoneCheckCode } from '../../hooks/use-change-phone.js';
import { useAuthState } from '../../session/session-provider.js';
import { CodeStep } from '../shared/code-step.js';
import { changePhoneMessages as m } from './messages.js';

export interface PhoneCodeFormProps {
  /** After the phone is changed (back to /profile). */
  onChanged?: () => void;
  /** Seconds before the code may be sent again. Default 60. */
  resendAfterSeconds?: number;
}

/**
 * The code sent to the new phone (`/profile/codePhone`), with a resend after a countdown. The right
 * code changes the session's phone, clears `newPhone` and shows the "phone changed" toast.
 *
 * @example
 * <PhoneCodeForm onChanged={() => navigate('/profile')} />
 */
export function PhoneCodeForm({ onChanged, resendAfterSeconds = 60 }: PhoneCodeFormProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { newPhone } = useAuthState();
  const checkCode = useChangePhoneCheckCode();
  const resend = useChangePhoneSendCode();

  const handleCode = async (code: string) => {
    if (checkCode.isPending) return;
    try {
      await checkCode.mutateAsync({ code });
      toast({ variant: 'success', title: intl.formatMessage(successMessages.phoneChanged) });
      onChanged?.();
    } catch {
      // Shown by the alert; the customer may correct the code or ask for another.
    }
  };

  const handleResend = () => {
    if (!newPhone || !isSaudiMobile(newPhone)) return;
    resend.mutate(
      { phone: newPhone },
      { onSuccess: () => toast({ title: intl.formatMessage(m.codeResent) }) },
    );
  };

  const failure = checkCode.isError
    ? failureMessage(intl, checkCode.error)
    : resend.isError
      ? failureMessage(intl, resend.error)
      : undefined;

  return (
    <CodeStep
      className="auth-profile-form"
      intro={
        <p className="auth-profile-form__intro">
          {intl.formatMessage(m.codeSentTo)}{' '}
          {newPhone ? (
            <PhoneNumber className="auth-profile-form__phone" value={newPhone} link={false} />
          ) : null}
        </p>
      }
      label={intl.formatMessage(m.code)}
      onResend={newPhone ? handleResend : undefined}
      resendAfterSeconds={resendAfterSeconds}
      onCode={handleCode}
      failure={failure}
      isPending={checkCode.isPending}
      submitLabel={intl.formatMessage(m.confirm)}
    />
  );
}
