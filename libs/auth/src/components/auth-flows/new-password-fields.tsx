import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@matjar/ui';
import { MIN_PASSWORD_LENGTH } from '../../forms/field-schemas.js';
import { authFlowsMessages as messages } from './messages.js';

export interface NewPasswordFieldsProps {
  /** The label of the first field ("Password", "New password"). */
  label: ReactNode;
  /** `register('password')` of the form. */
  password: UseFormRegisterReturn;
  /** `register('password_confirmation')` of the form. */
  confirmation: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmationError: string | undefined;
}

/** A new password with its minimum-length hint, then its confirmation. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  passwordError,
  confirmationError,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        label={label}
        hint={intl.formatMessage(messages.passwordHint, { min: MIN_PASSWORD_LENGTH })}
        required
        error={passwordError}
      />
      <TextField
        {...confirmation}
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(messages.passwordConfirmation)}
        required
        error={confirmationError}
      />
    </>
  );
}
