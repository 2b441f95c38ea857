import { type ClipboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { digitsOnly } from '@matjar/i18n';
import { Button } from '../button/button.js';
import { otpFieldMessages } from './messages.js';

export interface OtpFieldProps {
  /** Number of digits in the code. Default 4. */
  length?: number;
  /** The code typed so far (controlled), ASCII digits. */
  value?: string;
  /** The initial code when uncontrolled. */
  defaultValue?: string;
  /** Called with the ASCII digits whenever the code changes. */
  onChange?: (code: string) => void;
  /** Called once the last digit is typed or a whole code is pasted or autofilled. */
  onComplete?: (code: string) => void;
  /** Default "Activation code" in the current language. */
  label?: ReactNode;
  /** Help shown under the boxes and read with the input, e.g. where the code was sent. */
  hint?: ReactNode;
  /** A localized error message (wrong or expired code); announced when it appears. */
  error?: ReactNode;
  /**
   * Shows a "Resend code" button, called when pressed. The button waits `resendAfterSeconds` after
   * the field appears and after every resend.
   */
  onResend?: () => void;
  /** Seconds before the code can be sent again. Default 60. */
  resendAfterSeconds?: number;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

type FieldState = 'disabled' | 'invalid' | 'complete' | 'idle';
type CellState = 'filled' | 'active' | 'empty';

function fieldStateOf(disabled: boolean, hasError: boolean, isComplete: boolean): FieldState {
  if (disabled) return 'disabled';
  if (hasError) return 'invalid';
  return isComplete ? 'complete' : 'idle';
}

/** Whole seconds left before `deadline`, ticking every second until it is reached. */
function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const isRunning = remaining > 0;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning, deadline]);

  const restart = () => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  };
  return { remaining, restart };
}

const moveCaretToEnd = (input: HTMLInputElement) => {
  const end = input.value.length;
  input.setSelectionRange(end, end);
};

/**
 * The activation-code field: one input (so SMS autofill, paste and screen readers see one code) drawn
 * as a box per digit. Digits typed on an Arabic keyboard become ASCII; `onComplete` fires once the
 * code is full. With `onResend` it offers to send the code again after a countdown.
 *
 * @example
 * <OtpField
 *   hint={intl.formatMessage(messages.codeSentTo, { phone })}
 *   error={verify.isError ? intl.formatMessage(errorMessages.verificationFailed) : undefined}
 *   onComplete={(code) => verify.mutate({ phone, code })}
 *   onResend={() => resend.mutate({ phone })}
 * />
 */
export function OtpField({
  length = 4,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  label,
  hint,
  error,
  onResend,
  resendAfterSeconds = 60,
  name,
  id,
  disabled = false,
  required,
  className,
  ref,
}: OtpFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const [uncontrolledCode, setUncontrolledCode] = useState(() =>
    digitsOnly(defaultValue).slice(0, length),
  );
  const [isFocused, setIsFocused] = useState(false);
  const { remaining, restart } = useCountdown(resendAfterSeconds);

  const code = value === undefined ? uncontrolledCode : digitsOnly(value).slice(0, length);
  const hasError = Boolean(error);
  const state = fieldStateOf(disabled, hasError, code.length === length);
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  const update = (raw: string) => {
    const next = digitsOnly(raw).slice(0, length);
    if (next === code) return;
    setUncontrolledCode(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    // A whole code replaces what was there; a fragment continues it.
    update(pasted.length >= length ? pasted : code + pasted);
  };

  const cellStateOf = (index: number): CellState => {
    if (index < code.length) return 'filled';
    if (isFocused && index === code.length) return 'active';
    return 'empty';
  };

  return (
    <div className={['mj-otp-field', className].filter(Boolean).join(' ')} data-state={state}>
      <label className="mj-otp-field__label" htmlFor={inputId}>
        {label ?? intl.formatMessage(otpFieldMessages.label)}
      </label>
      {/* Codes are read and typed left to right in Arabic too. */}
      <div className="mj-otp-field__cells" dir="ltr">
        <input
          ref={ref}
          id={inputId}
          name={name}
          className="mj-otp-field__input"
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          value={code}
          disabled={disabled}
          required={required}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => update(event.target.value)}
          onPaste={handlePaste}
          onFocus={(event) => {
            setIsFocused(true);
            moveCaretToEnd(event.currentTarget);
          }}
          onClick={(event) => moveCaretToEnd(event.currentTarget)}
          onBlur={() => setIsFocused(false)}
        />
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className="mj-otp-field__cell"
            data-state={cellStateOf(index)}
            aria-hidden="true"
          >
            {code[index] ?? ''}
          </span>
        ))}
      </div>
      {hint ? (
        <p className="mj-otp-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="mj-otp-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {onResend ? (
        <Button
          className="mj-otp-field__resend"
          variant="ghost"
          disabled={disabled || remaining > 0}
          onClick={() => {
            restart();
            onResend();
          }}
        >
          {remaining > 0
            ? intl.formatMessage(otpFieldMessages.resendIn, { seconds: remaining })
            : intl.formatMessage(otpFieldMessages.resend)}
        </Button>
      ) : null}
    </div>
  );
}
