import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty option ("Choose a city"). */
  placeholder: string;
  hint?: ReactNode;
  /** Beside the hint: what the customer can do about it (retry loading the options, say). */
  hintAction?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select drawn like the text fields (native, so phones show their own picker),
 * its first option empty, with its hint and error tied to it.
 *
 * @example
 * <SelectField
 *   label={t(m.city)}
 *   placeholder={t(m.chooseCity)}
 *   options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
 *   error={errors.city_id?.message}
 *   {...register('city_id')}
 * />
 */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  hintAction,
  error,
  required,
  disabled,
  className,
  ref,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const controlId = `${id}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const state = disabled ? 'disabled' : error ? 'invalid' : 'idle';
  return (
    <div className={['mj-text-field', className].filter(Boolean).join(' ')} data-state={state}>
      <label className="mj-text-field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="mj-text-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="mj-text-field__control">
        <select
          {...rest}
          ref={ref}
          id={controlId}
          className="mj-text-field__input mj-select-field__input"
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint ? (
        <div className="mj-select-field__hint">
          <p className="mj-text-field__hint" id={hintId}>
            {hint}
          </p>
          {hintAction}
        </div>
      ) : null}
      {error ? (
        <p className="mj-text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
