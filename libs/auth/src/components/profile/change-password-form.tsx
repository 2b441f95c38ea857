import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { successMessages, failureMessage } from '@matjar/i18n';
import { TextField, useToast } from '@matjar/ui';
import { useFormMessage } from '../../forms/form-message.js';
import { useChangePassword } from '../../hooks/use-change-password.js';
import { SubmitRow } from '../shared/submit-row.js';
import { changePasswordSchema } from './form-schemas.js';
import { changePasswordMessages as m } from './messages.js';

export interface ChangePasswordFormProps {
  /** After the password is changed (back to /profile). */
  onChanged?: () => void;
}

/**
 * Changes the password: the current one, the new one (at least 6 characters) and its
 * confirmation, with the spec's messages; success shows the "password changed" toast.
 *
 * @example
 * <ChangePasswordForm onChanged={() => navigate('/profile')} />
 */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const intl = useIntl();
  const message = useFormMessage();
  const { toast } = useToast();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(changePasswordSchema),
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync({
        old_password: values.old_password,
        password: values.password,
        password_confirmation: values.password,
      });
      toast({ variant: 'success', title: intl.formatMessage(successMessages.passwordChanged) });
      onChanged?.();
    } catch {
      // Shown by the alert; every field keeps what was typed.
    }
  });

  return (
    <form className="auth-profile-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={intl.formatMessage(m.oldPassword)}
        type="password"
        autoComplete="current-password"
        required
        error={message(errors.old_password?.message)}
        {...register('old_password')}
      />
      <TextField
        label={intl.formatMessage(m.newPassword)}
        type="password"
        autoComplete="new-password"
        required
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={intl.formatMessage(m.confirmation)}
        type="password"
        autoComplete="new-password"
        required
        error={message(errors.password_confirmation?.message)}
        {...register('password_confirmation')}
      />
      <SubmitRow
        failure={changePassword.isError ? failureMessage(intl, changePassword.error) : undefined}
        isPending={changePassword.isPending}
      >
        {intl.formatMessage(m.submit)}
      </SubmitRow>
    </form>
  );
}
