import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormMessage } from '../../forms/form-message.js';
import { useChangePhoneSendCode } from '../../hooks/auth-mutations.js';
import { PhoneInput } from '../shared/phone-input.js';
import { SubmitRow } from '../shared/submit-row.js';
import { changePhoneSchema } from './form-schemas.js';
import { changePhoneMessages as m } from './messages.js';
import { failureMessage } from '@matjar/i18n';

export interface ChangePhoneFormProps {
  /** After the code is sent to the new phone (go to /profile/codePhone). */
  onCodeSent?: (phone: string) => void;
}

/**
 * The first step of a phone change: the new Saudi mobile number, to which a code is sent; the
 * number is kept as `newPhone` until its code is checked.
 *
 * @example
 * <ChangePhoneForm onCodeSent={() => navigate('/profile/codePhone')} />
 */
export function ChangePhoneForm({ onCodeSent }: ChangePhoneFormProps) {
  const intl = useIntl();
  const message = useFormMessage();
  const sendCode = useChangePhoneSendCode();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: valibotResolver(changePhoneSchema), defaultValues: { phone: '' } });

  const onSubmit = handleSubmit(async ({ phone }) => {
    try {
      await sendCode.mutateAsync({ phone });
      onCodeSent?.(phone);
    } catch {
      // Shown by the alert; the number stays typed.
    }
  });

  return (
    <form className="auth-profile-form" noValidate onSubmit={onSubmit}>
      <p className="auth-profile-form__intro">{intl.formatMessage(m.intro)}</p>
      <PhoneInput
        control={control}
        name="phone"
        label={intl.formatMessage(m.newPhone)}
        error={message(errors.phone?.message)}
      />
      <SubmitRow
        failure={sendCode.isError ? failureMessage(intl, sendCode.error) : undefined}
        isPending={sendCode.isPending}
      >
        {intl.formatMessage(m.sendCode)}
      </SubmitRow>
    </form>
  );
}
