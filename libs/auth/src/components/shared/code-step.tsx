import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ReactNode, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { type ButtonProps, OtpField } from '@matjar/ui';
import { activationCodeField } from '../../forms/field-schemas.js';
import { useFormMessage } from '../../forms/form-message.js';
import { SubmitRow } from './submit-row.js';

const codeSchema = v.object({ code: activationCodeField });

export interface CodeStepProps {
  /** The form's class: `auth-form` in the auth flows, `auth-profile-form` in the profile. */
  className: string;
  /** Shown above the code field. */
  intro?: ReactNode;
  /** Default "Activation code" in the current language. */
  label?: ReactNode;
  /** Read with the field, e.g. where the code was sent. */
  hint?: ReactNode;
  /** Sends the code again; without it there is no resend button. */
  onResend?: () => void;
  /** Seconds before the code can be sent again. Default 60. */
  resendAfterSeconds?: number;
  /** Announced under the field once the code was sent again. */
  resentMessage?: string;
  /** Called with a well-formed code, on submit or as soon as its last digit is typed. */
  onCode: (code: string) => Promise<void>;
  /** The failure of the check or of the resend. */
  failure: string | undefined;
  /** The code is being checked. */
  isPending: boolean;
  /** Brings the customer to the field when the step appears. */
  isFocusedOnMount?: boolean;
  /** The submit button's size. */
  submitSize?: ButtonProps['size'];
  /** The submit button's label. */
  submitLabel: string;
  /** Shown under the form. */
  children?: ReactNode;
}

/** The step where the code sent by SMS is typed, with a resend after a countdown. */
export function CodeStep({
  className,
  intro,
  label,
  hint,
  onResend,
  resendAfterSeconds,
  resentMessage,
  onCode,
  failure,
  isPending,
  isFocusedOnMount = false,
  submitSize,
  submitLabel,
  children,
}: CodeStepProps) {
  const formMessage = useFormMessage();
  const {
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<v.InferInput<typeof codeSchema>, unknown, v.InferOutput<typeof codeSchema>>({
    resolver: valibotResolver(codeSchema),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    if (isFocusedOnMount) setFocus('code');
  }, [isFocusedOnMount, setFocus]);
  const submit = handleSubmit(({ code }) => onCode(code));

  return (
    <form className={className} noValidate onSubmit={submit}>
      {intro}
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <OtpField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onComplete={() => void submit()}
            label={label}
            hint={hint}
            error={formMessage(errors.code?.message)}
            required
            resendAfterSeconds={resendAfterSeconds}
            onResend={onResend}
          />
        )}
      />
      {resentMessage ? (
        <p className="auth-status" role="status">
          {resentMessage}
        </p>
      ) : null}
      <SubmitRow failure={failure} isPending={isPending} size={submitSize}>
        {submitLabel}
      </SubmitRow>
      {children}
    </form>
  );
}
