import { type CSSProperties, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { useNativeRadioGroup } from '../../lib/native-radio-group.js';

/**
 * How the options look: `chip`, a rounded button with its text (sizes, weights, time slots);
 * `swatch`, a round dot of the option's colour; `day`, a card of a horizontally scrolling strip
 * of days (a top line such as "Tomorrow" and the date under it).
 */
export type ChoiceChipsAppearance = 'chip' | 'swatch' | 'day';

export interface ChoiceOption<TValue extends string = string> {
  value: TValue;
  /**
   * The option's name: a chip's text, a swatch's colour name (read, and shown as the group's
   * chosen value), a day card's top line ("Today", "Tuesday").
   */
  label: ReactNode;
  /**
   * A second line: under a chip's text, or a day card's date (read as part of the day's name).
   * A swatch's description is read, not shown.
   */
  description?: ReactNode;
  /** `hidden`: the description is read with the option but not shown (an out-of-stock note). */
  descriptionDisplay?: 'visible' | 'hidden';
  /** A swatch's colour, as a CSS colour (`#1f2a44`). */
  color?: string;
  /** Shown crossed out, announced as unavailable, and skipped by the arrow keys. */
  isDisabled?: boolean;
  /**
   * Shown crossed out like a disabled option, but still chosen: a sold-out size a customer may
   * pick to ask to be told when it is back. Its `description` says why ("Out of stock").
   */
  isUnavailable?: boolean;
}

export interface ChoiceChipsProps<TValue extends string = string> {
  /** Names the group: the question the options answer ("Color", "Delivery day"). */
  label: ReactNode;
  options: readonly ChoiceOption<TValue>[];
  /** Default `chip`. */
  appearance?: ChoiceChipsAppearance;
  /** The chosen value (controlled); `null` while nothing is chosen yet. */
  value?: TValue | null;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: TValue;
  /** Called with the value of the option the user chooses. */
  onChange?: (value: TValue) => void;
  /**
   * Shows the chosen option's label after the group's ("Color: Black"). Default: on for swatches,
   * whose dots carry no words, off otherwise.
   */
  isValueShown?: boolean;
  /** Help shown under the options and read with the group. */
  hint?: ReactNode;
  /** A localized error message; marks the group invalid and is read with it. */
  error?: ReactNode;
  /** Submitted with a surrounding form. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Forwarded to the element with the `radiogroup` role. */
  ref?: Ref<HTMLDivElement>;
}

/** Whether a `#rgb` or `#rrggbb` colour is so light that a white page hides its dot. */
function isLightColor(color: string | undefined): boolean {
  const hex = color?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return false;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0) > 0.5;
}

/** Scrolls a strip sideways, and only it, until the chosen card is in view. */
function scrollIntoStrip(strip: HTMLElement, item: HTMLElement) {
  if (typeof strip.scrollBy !== 'function') return;
  const stripBox = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const padding = parseFloat(getComputedStyle(strip).scrollPaddingInlineStart) || 0;
  const overflowLeft = itemBox.left - stripBox.left - padding;
  const overflowRight = itemBox.right - stripBox.right + padding;
  if (overflowLeft < 0) strip.scrollBy({ left: overflowLeft });
  else if (overflowRight > 0) strip.scrollBy({ left: overflowRight });
}

function CheckMark() {
  return (
    <svg
      className="mj-choice-chips__check"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3.5 8.5l3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A set of options of which the shopper picks one, drawn as a store draws them rather than as a
 * form: size and time chips, colour swatches, or a strip of delivery days. Each chip is a label
 * over the browser's own radio button, unseen and covering it: radio semantics, one tab stop, and
 * arrow keys that move and choose, right-to-left in Arabic. A disabled option is crossed out,
 * still readable, and announced; an unavailable one is crossed out the same way but can still be
 * chosen.
 *
 * @example
 * <ChoiceChips
 *   appearance="swatch"
 *   label={intl.formatMessage(messages.color)}
 *   options={colors.map((color) => ({ value: color.name, label: color.name, color: color.hex }))}
 *   value={color}
 *   onChange={setColor}
 * />
 */
export function ChoiceChips<TValue extends string = string>({
  label,
  options,
  appearance = 'chip',
  value,
  defaultValue,
  onChange,
  isValueShown = appearance === 'swatch',
  hint,
  error,
  name,
  required = false,
  disabled = false,
  className,
  ref,
}: ChoiceChipsProps<TValue>) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = Boolean(error);
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const state = disabled ? 'disabled' : hasError ? 'invalid' : 'idle';
  const { current, controls, radioProps } = useNativeRadioGroup({
    options,
    value,
    defaultValue,
    onChange,
    name,
    disabled,
  });
  const strip = useRef<HTMLDivElement | null>(null);
  const chosen = options.find((option) => option.value === current);

  // A day strip keeps the chosen day in view, when it first shows and whenever the day changes.
  useEffect(() => {
    if (appearance !== 'day' || current === null) return;
    const control = controls.current.get(current);
    if (strip.current && control) scrollIntoStrip(strip.current, control);
  }, [appearance, current, controls]);

  return (
    <div
      className={['mj-choice-chips', className].filter(Boolean).join(' ')}
      data-state={state}
      data-appearance={appearance}
    >
      <div className="mj-choice-chips__legend">
        <span className="mj-choice-chips__label" id={labelId}>
          {label}
          {required ? (
            <span className="mj-choice-chips__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
        {isValueShown && chosen ? (
          <span className="mj-choice-chips__value">{chosen.label}</span>
        ) : null}
      </div>
      <div
        ref={(element) => {
          strip.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        role="radiogroup"
        className="mj-choice-chips__options"
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
      >
        {options.map((option, index) => {
          const itemId = `${id}-option-${index}`;
          const optionLabelId = `${itemId}-label`;
          const descriptionId = `${itemId}-description`;
          const radio = radioProps(option);
          const isDescriptionShown =
            appearance !== 'swatch' && option.descriptionDisplay !== 'hidden';
          const isDayCard = appearance === 'day';
          const description = option.description ? (
            <span
              className={isDescriptionShown ? 'mj-choice-chips__description' : 'mj-visually-hidden'}
              id={descriptionId}
            >
              {option.description}
            </span>
          ) : null;
          return (
            <label
              key={option.value}
              className="mj-choice-chips__option"
              data-state={radio.checked ? 'checked' : 'unchecked'}
              data-disabled={disabled || option.isDisabled ? '' : undefined}
              data-unavailable={option.isDisabled || option.isUnavailable ? '' : undefined}
              data-tone={
                appearance === 'swatch' && isLightColor(option.color) ? 'light' : undefined
              }
              style={
                appearance === 'swatch' && option.color
                  ? ({ '--mj-choice-swatch': option.color } as CSSProperties)
                  : undefined
              }
            >
              <input
                {...radio}
                id={itemId}
                className="mj-covering-radio"
                // A day is named by its top line and its date together: two Tuesdays differ by date.
                aria-labelledby={
                  isDayCard && option.description
                    ? `${optionLabelId} ${descriptionId}`
                    : optionLabelId
                }
                aria-describedby={option.description && !isDayCard ? descriptionId : undefined}
              />
              {appearance === 'swatch' ? (
                <>
                  <span className="mj-choice-chips__swatch" aria-hidden="true" />
                  <span className="mj-choice-chips__swatch-name" id={optionLabelId}>
                    {option.label}
                  </span>
                </>
              ) : (
                <>
                  <span className="mj-choice-chips__option-label" id={optionLabelId}>
                    {option.label}
                  </span>
                  <span className="mj-choice-chips__badge" aria-hidden="true">
                    <CheckMark />
                  </span>
                </>
              )}
              {description}
            </label>
          );
        })}
      </div>
      {hint ? (
        <p className="mj-choice-chips__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="mj-choice-chips__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
