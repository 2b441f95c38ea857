import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { TextField } from '@matjar/ui';
import { passwordField, phoneField } from '../../forms/field-schemas.js';
import { useFormMessage } from '../../forms/form-message.js';
import { useSignIn } from '../../hooks/auth-mutations.js';
import { PhoneInput } from '../shared/phone-input.js';
import { SubmitRow } from '../shared/submit-row.js';
import { focusFirstError } from './focus-first-error.js';
import { authFlowsMessages as messages } from './messages.js';
import { failureMessage } from '@matjar/i18n';

const signInSchema = v.object({ phone: phoneField, password: passwordField });

export interface SignInFormProps {
  /** The phone to start with (after sign-up or a password reset), national digits. */
  defaultPhone?: string;
  /** Called once signed in (`success`); the query cache is already invalidated. */
  onSignedIn: () => void;
  /** Called with the national phone when the account must be activated first (`needActive`). */
  onNeedActive: (phone: string) => void;
  /**
   * Called when the store asks for the profile to be completed first (`needCompleteInfo`): the
   * token that lets it be completed is stored, and the customer is not logged in until it is.
   */
  onNeedCompleteInfo: () => void;
  /** Shown under the password field: the "forgot your password?" link. */
  forgotPasswordLink?: ReactNode;
  /** Shown under the form: links to sign up, continue as a visitor. */
  children?: ReactNode;
}

/**
 * The sign-in form (spec §4): Saudi mobile number and password. `success` signs in, `needActive`
 * asks for activation, `needCompleteInfo` asks for the profile to be completed (as activation
 * does), any other answer shows the server's message above the button and keeps what was typed.
 *
 * @example
 * <SignInForm
 *   onSignedIn={() => navigate(safeRedirectTarget(redirect))}
 *   onNeedActive={(phone) => navigate(`/auth/activate?phone=${phone}`)}
 *   onNeedCompleteInfo={() => navigate('/profile/edit?complete=1')}
 *   forgotPasswordLink={<Link to="/auth/restore-password">…</Link>}
 * />
 */
export function SignInForm({
  defaultPhone = '',
  onSignedIn,
  onNeedActive,
  onNeedCompleteInfo,
  forgotPasswordLink,
  children,
}: SignInFormProps) {
  const intl = useIntl();
  const formMessage = useFormMessage();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<v.InferInput<typeof signInSchema>, unknown, v.InferOutput<typeof signInSchema>>({
    resolver: valibotResolver(signInSchema),
    defaultValues: { phone: defaultPhone, password: '' },
    shouldFocusError: false,
  });

  const handleValid = async (values: v.InferOutput<typeof signInSchema>) => {
    try {
      const result = await signIn.mutateAsync(values);
      if (result.key === 'needActive') {
        onNeedActive(values.phone);
        return;
      }
      await queryClient.invalidateQueries();
      if (result.key === 'needCompleteInfo') onNeedCompleteInfo();
      else onSignedIn();
    } catch {
      // The failure is shown from the mutation's state, next to the form.
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(handleValid, (invalid) =>
        focusFirstError(invalid, ['phone', 'password'], setFocus),
      )}
    >
      <PhoneInput
        control={control}
        name="phone"
        label={intl.formatMessage(messages.phone)}
        error={formMessage(errors.phone?.message)}
      />
      <div className="auth-form__password">
        <TextField
          {...register('password')}
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage(messages.password)}
          required
          error={formMessage(errors.password?.message)}
        />
        {forgotPasswordLink ? <div className="auth-form__aside">{forgotPasswordLink}</div> : null}
      </div>
      <SubmitRow
        failure={signIn.isError ? failureMessage(intl, signIn.error) : undefined}
        isPending={signIn.isPending}
        size="lg"
      >
        {intl.formatMessage(messages.signInSubmit)}
      </SubmitRow>
      {children}
    </form>
  );
}
