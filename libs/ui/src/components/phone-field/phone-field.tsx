import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useIntl } from 'react-intl';
import { digitsOnly } from '@matjar/i18n';
import { phoneFieldMessages } from './messages.js';

/** The calling code every storefront phone number is dialled with. */
const SAUDI_CALLING_CODE = '+966';

export interface PhoneFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'dir' | 'inputMode' | 'size' | 'children'
> {
  /** The national number, ASCII digits only (`501234567` or `0501234567`). */
  value: string;
  /** Called with the national digits whenever they change. */
  onChange: (value: string) => void;
  /** Default "Mobile number" in the current language. */
  label?: ReactNode;
  /** Help shown under the input and read with it. */
  hint?: ReactNode;
  /** A localized error message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The national digits of what was typed or pasted: Arabic-Indic digits become ASCII, spaces, dashes
 * and bidi marks go, and a pasted `+966` / `00966` country code is dropped, since the field shows it.
 */
function nationalDigits(input: string): string {
  const digits = digitsOnly(input);
  if (digits.startsWith('00966')) return digits.slice(5);
  // No Saudi national number starts with 966, so a longer run starting with it carries the code.
  if (digits.startsWith('966') && digits.length > 9) return digits.slice(3);
  return digits;
}

/**
 * A Saudi mobile number field: the `+966` code is fixed in front, the number is typed left to right
 * even on Arabic pages, and digits typed on an Arabic keyboard or pasted with spaces arrive as plain
 * ASCII digits. It does not validate; the form does (see `@matjar/auth`).
 *
 * @example
 * const [phone, setPhone] = useState('');
 * <PhoneField
 *   name="phone"
 *   value={phone}
 *   onChange={setPhone}
 *   required
 *   error={errors.phone && intl.formatMessage(errors.phone)}
 * />
 */
export function PhoneField({
  value,
  onChange,
  label,
  hint,
  error,
  className,
  id,
  required,
  disabled,
  autoComplete = 'tel-national',
  'aria-describedby': describedBy,
  ref,
  ...rest
}: PhoneFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const codeId = `${generatedId}-code`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const hasError = Boolean(error);
  const describedByIds = [
    describedBy,
    codeId,
    hint ? hintId : undefined,
    hasError ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const state = disabled ? 'disabled' : hasError ? 'invalid' : 'idle';

  // Typed before the page was interactive (a server-rendered form): the input holds digits the
  // state does not, and the next render would wipe them. They are taken as typed instead, once.
  const hasTakenTyped = useRef(false);
  useEffect(() => {
    if (hasTakenTyped.current) return;
    hasTakenTyped.current = true;
    const typed = (document.getElementById(inputId) as HTMLInputElement | null)?.value ?? '';
    if (typed && typed !== value) onChange(nationalDigits(typed));
  }, [inputId, value, onChange]);

  return (
    <div className={['mj-phone-field', className].filter(Boolean).join(' ')} data-state={state}>
      <label className="mj-phone-field__label" htmlFor={inputId}>
        {label ?? intl.formatMessage(phoneFieldMessages.label)}
        {required ? (
          <span className="mj-phone-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {/* A phone number reads left to right in Arabic too, code first. */}
      <div className="mj-phone-field__control" dir="ltr">
        <span className="mj-phone-field__code" id={codeId}>
          <span aria-hidden="true">{SAUDI_CALLING_CODE}</span>
          <span className="mj-visually-hidden">
            {intl.formatMessage(phoneFieldMessages.countryCode, { code: SAUDI_CALLING_CODE })}
          </span>
        </span>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete={autoComplete}
          className="mj-phone-field__input"
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds}
          onChange={(event) => onChange(nationalDigits(event.target.value))}
        />
      </div>
      {hint ? (
        <p className="mj-phone-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="mj-phone-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
