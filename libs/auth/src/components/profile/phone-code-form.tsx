import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { successMessages } from '@matjar/i18n';
import { Button, OtpField, useToast } from '@matjar/ui';
import { FormAlert, useFormMessage } from '../../forms/form-message.js';
import { failureMessage } from '../../forms/failure-message.js';
import { useChangePhoneSendCode } from '../../hooks/auth-mutations.js';
import { useChangePhoneCheckCode } from '../../hooks/use-change-phone.js';
import { useAuthState } from '../../session/session-provider.js';
import { phoneCodeSchema } from './form-schemas.js';
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
  const message = useFormMessage();
  const { toast } = useToast();
  const { newPhone } = useAuthState();
  const checkCode = useChangePhoneCheckCode();
  const resend = useChangePhoneSendCode();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: valibotResolver(phoneCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    if (checkCode.isPending) return;
    try {
      await checkCode.mutateAsync({ code });
      toast({ variant: 'success', title: intl.formatMessage(successMessages.phoneChanged) });
      onChanged?.();
    } catch {
      // Shown by the alert; the customer may correct the code or ask for another.
    }
  });

  const handleResend = () => {
    if (!newPhone) return;
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
    <form className="auth-profile-form" noValidate onSubmit={onSubmit}>
      <p className="auth-profile-form__intro">
        {intl.formatMessage(m.codeSentTo)}{' '}
        {newPhone ? (
          <bdi dir="ltr" className="auth-profile-form__phone">{`+966 ${newPhone}`}</bdi>
        ) : null}
      </p>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <OtpField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onComplete={() => void onSubmit()}
            label={intl.formatMessage(m.code)}
            required
            error={message(errors.code?.message)}
            onResend={newPhone ? handleResend : undefined}
            resendAfterSeconds={resendAfterSeconds}
          />
        )}
      />
      <FormAlert message={failure} />
      <Button type="submit" isFullWidth isLoading={checkCode.isPending}>
        {intl.formatMessage(m.confirm)}
      </Button>
    </form>
  );
}
