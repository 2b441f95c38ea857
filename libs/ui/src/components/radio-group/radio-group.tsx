import { type ReactNode, type Ref, useId } from 'react';
import { useNativeRadioGroup } from '../../lib/native-radio-group.js';

export interface RadioOption<TValue extends string = string> {
  value: TValue;
  label: ReactNode;
  /** A second line under the label (delivery time, fee, card ending…), read with the option. */
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps<TValue extends string = string> {
  /** Names the group: the question the options answer. */
  label: ReactNode;
  options: readonly RadioOption<TValue>[];
  /** The chosen value (controlled); `null` while nothing is chosen yet. */
  value?: TValue | null;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: TValue;
  /** Called with the value of the option the user chooses. */
  onChange?: (value: TValue) => void;
  /** Help shown under the options and read with the group. */
  hint?: ReactNode;
  /** A localized error message; marks the group invalid and is read with it. */
  error?: ReactNode;
  /** Default `vertical`. Arrow keys move through the options either way, following the language. */
  orientation?: 'vertical' | 'horizontal';
  /** Submitted with a surrounding form. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Forwarded to the element with the `radiogroup` role. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of options of which the user picks one (payment method, delivery slot, return reason), over
 * the browser's own radio buttons: one tab stop, arrow keys that move and choose, right-to-left in
 * Arabic, and a row that answers a tap anywhere on it. Each option has a label and an optional
 * description.
 *
 * @example
 * <RadioGroup
 *   label={intl.formatMessage(messages.paymentMethod)}
 *   options={[
 *     { value: 'card', label: intl.formatMessage(messages.card) },
 *     { value: 'cash', label: intl.formatMessage(messages.cash), description: feeText },
 *   ]}
 *   value={method}
 *   onChange={setMethod}
 * />
 */
export function RadioGroup<TValue extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  orientation = 'vertical',
  name,
  required = false,
  disabled = false,
  className,
  ref,
}: RadioGroupProps<TValue>) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = Boolean(error);
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const state = disabled ? 'disabled' : hasError ? 'invalid' : 'idle';
  const { radioProps } = useNativeRadioGroup({
    options,
    value,
    defaultValue,
    onChange,
    name,
    disabled,
  });

  return (
    <div
      className={['mj-radio-group', className].filter(Boolean).join(' ')}
      data-state={state}
      data-orientation={orientation}
    >
      <span className="mj-radio-group__label" id={labelId}>
        {label}
        {required ? (
          <span className="mj-radio-group__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div
        ref={ref}
        role="radiogroup"
        className="mj-radio-group__options"
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
      >
        {options.map((option, index) => {
          const itemId = `${id}-option-${index}`;
          const descriptionId = `${itemId}-description`;
          const radio = radioProps(option);
          return (
            <div
              key={option.value}
              className="mj-radio-group__option"
              data-state={radio.checked ? 'checked' : 'unchecked'}
              data-disabled={disabled || option.isDisabled ? '' : undefined}
            >
              <input
                {...radio}
                id={itemId}
                className="mj-radio-group__control"
                aria-describedby={option.description ? descriptionId : undefined}
              />
              <span className="mj-radio-group__text">
                <label className="mj-radio-group__option-label" htmlFor={itemId}>
                  {option.label}
                </label>
                {option.description ? (
                  <span className="mj-radio-group__description" id={descriptionId}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      {hint ? (
        <p className="mj-radio-group__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="mj-radio-group__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
