import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { SaudiMobile } from '@matjar/api-client';
import * as v from 'valibot';
import { PhoneNumber } from '@matjar/ui';
import { passwordField, phoneField, withPasswordConfirmation } from '../../forms/field-schemas.js';
import { useFormMessage } from '../../forms/form-message.js';
import {
  useForgotPasswordCheckCode,
  useForgotPasswordSendCode,
  useResetPassword,
} from '../../hooks/use-restore-password.js';
import { CodeStep } from '../shared/code-step.js';
import { PhoneInput } from '../shared/phone-input.js';
import { SubmitRow } from '../shared/submit-row.js';
import { authFlowsMessages as messages } from './messages.js';
import { NewPasswordFields } from './new-password-fields.js';
import { failureMessage } from '@matjar/i18n';

const phoneSchema = v.object({ phone: phoneField });
const newPasswordSchema = withPasswordConfirmation({ password: passwordField });

const TOTAL_STEPS = 3;

type Step =
  | { name: 'phone' }
  | { name: 'code'; phone: SaudiMobile }
  | { name: 'password'; phone: SaudiMobile; code: string };

function PhoneStep({
  defaultPhone,
  onSent,
}: {
  defaultPhone: string;
  onSent: (phone: SaudiMobile) => void;
}) {
  const intl = useIntl();
  const formMessage = useFormMessage();
  const sendCode = useForgotPasswordSendCode();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<v.InferInput<typeof phoneSchema>, unknown, v.InferOutput<typeof phoneSchema>>({
    resolver: valibotResolver(phoneSchema),
    defaultValues: { phone: defaultPhone },
  });
  const handleValid = async ({ phone }: v.InferOutput<typeof phoneSchema>) => {
    try {
      await sendCode.mutateAsync({ phone });
      onSent(phone);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(handleValid)}>
      <p className="auth-form__intro">{intl.formatMessage(messages.restorePhoneIntro)}</p>
      <PhoneInput
        control={control}
        name="phone"
        label={intl.formatMessage(messages.phone)}
        error={formMessage(errors.phone?.message)}
      />
      <SubmitRow
        failure={sendCode.isError ? failureMessage(intl, sendCode.error) : undefined}
        isPending={sendCode.isPending}
        size="lg"
      >
        {intl.formatMessage(messages.restoreSendCode)}
      </SubmitRow>
    </form>
  );
}

function RestoreCodeStep({
  phone,
  resendAfterSeconds,
  onChecked,
}: {
  phone: SaudiMobile;
  resendAfterSeconds: number | undefined;
  onChecked: (code: string) => void;
}) {
  const intl = useIntl();
  const checkCode = useForgotPasswordCheckCode();
  const resend = useForgotPasswordSendCode();
  const handleCode = async (code: string) => {
    if (checkCode.isPending) return;
    resend.reset();
    try {
      await checkCode.mutateAsync({ phone, code });
      onChecked(code);
    } catch {
      // Shown from the mutation's state.
    }
  };
  const failure = checkCode.isError
    ? failureMessage(intl, checkCode.error)
    : resend.isError
      ? failureMessage(intl, resend.error)
      : undefined;
  return (
    <CodeStep
      className="auth-form"
      hint={intl.formatMessage(messages.restoreCodeIntro, {
        phone: <PhoneNumber key="phone" value={phone} link={false} />,
      })}
      resendAfterSeconds={resendAfterSeconds}
      onResend={() => {
        checkCode.reset();
        resend.mutate({ phone });
      }}
      resentMessage={resend.isSuccess ? intl.formatMessage(messages.codeResent) : undefined}
      onCode={handleCode}
      failure={failure}
      isPending={checkCode.isPending}
      // The step replaced the one the customer was on: bring them to its field.
      isFocusedOnMount
      submitSize="lg"
      submitLabel={intl.formatMessage(messages.restoreCheckCode)}
    />
  );
}

function NewPasswordStep({
  phone,
  code,
  onRestored,
}: {
  phone: SaudiMobile;
  code: string;
  onRestored: () => void;
}) {
  const intl = useIntl();
  const formMessage = useFormMessage();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<
    v.InferInput<typeof newPasswordSchema>,
    unknown,
    v.InferOutput<typeof newPasswordSchema>
  >({
    resolver: valibotResolver(newPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  useEffect(() => setFocus('password'), [setFocus]);
  const handleValid = async (values: v.InferOutput<typeof newPasswordSchema>) => {
    try {
      await resetPassword.mutateAsync({
        phone,
        code,
        password: values.password,
        // The schema has checked that both match; the store wants the same digits twice.
        password_confirmation: values.password,
      });
      onRestored();
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(handleValid)}>
      <p className="auth-form__intro">{intl.formatMessage(messages.restoreNewPasswordIntro)}</p>
      <NewPasswordFields
        label={intl.formatMessage(messages.newPassword)}
        password={register('password')}
        confirmation={register('password_confirmation')}
        passwordError={formMessage(errors.password?.message)}
        confirmationError={formMessage(errors.password_confirmation?.message)}
      />
      <SubmitRow
        failure={resetPassword.isError ? failureMessage(intl, resetPassword.error) : undefined}
        isPending={resetPassword.isPending}
        size="lg"
      >
        {intl.formatMessage(messages.restoreSubmit)}
      </SubmitRow>
    </form>
  );
}

export interface RestorePasswordFormProps {
  /** The phone to start with, national digits. */
  defaultPhone?: string;
  /** Called with the phone once the new password is saved; the customer then signs in with it. */
  onRestored: (phone: string) => void;
  /** Seconds before the reset code can be sent again. Default 60. */
  resendAfterSeconds?: number;
  /** Shown under every step: the way back to sign in. */
  children?: ReactNode;
}

/**
 * Restoring a forgotten password in three steps: the mobile number (a code is sent), the code
 * (sent again on request after a countdown), then the new password twice. Each step shows the
 * server's message when it fails and keeps what was typed.
 *
 * @example
 * <RestorePasswordForm onRestored={(phone) => navigate(`/auth?restored=1&phone=${phone}`)} />
 */
export function RestorePasswordForm({
  defaultPhone = '',
  onRestored,
  resendAfterSeconds,
  children,
}: RestorePasswordFormProps) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const current = step.name === 'phone' ? 1 : step.name === 'code' ? 2 : 3;
  return (
    <div className="auth-steps" data-state={step.name}>
      <p className="auth-steps__progress">
        {intl.formatMessage(messages.restoreStep, { current, total: TOTAL_STEPS })}
      </p>
      {step.name === 'phone' ? (
        <PhoneStep
          defaultPhone={defaultPhone}
          onSent={(phone) => setStep({ name: 'code', phone })}
        />
      ) : null}
      {step.name === 'code' ? (
        <RestoreCodeStep
          phone={step.phone}
          resendAfterSeconds={resendAfterSeconds}
          onChecked={(code) => setStep({ name: 'password', phone: step.phone, code })}
        />
      ) : null}
      {step.name === 'password' ? (
        <NewPasswordStep
          phone={step.phone}
          code={step.code}
          onRestored={() => onRestored(step.phone)}
        />
      ) : null}
      {children}
    </div>
  );
}
