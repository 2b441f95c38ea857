import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type Direction, useDirection } from '@matjar/i18n';

/** The option an arrow key moves to: -1 back, +1 on, in the reading direction; `0` for other keys. */
function arrowStep(key: string, dir: Direction): -1 | 0 | 1 {
  if (key === 'ArrowDown') return 1;
  if (key === 'ArrowUp') return -1;
  if (key === 'ArrowRight') return dir === 'rtl' ? -1 : 1;
  if (key === 'ArrowLeft') return dir === 'rtl' ? 1 : -1;
  return 0;
}

export interface NativeRadioGroupOptions<TValue extends string> {
  options: readonly { value: TValue; isDisabled?: boolean | undefined }[];
  /** The chosen value (controlled); `null` while nothing is chosen yet. */
  value?: TValue | null | undefined;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: TValue | undefined;
  onChange?: ((value: TValue) => void) | undefined;
  /** The group's name in a form; a name of its own otherwise (the browser groups radios by name). */
  name?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * A group of the browser's own radio buttons, controlled or not: the value chosen, and the props
 * of each option's `<input>` (its name, checked state and change). The arrow keys move and choose
 * in the reading direction, skipping the disabled options: the browser's own follow the
 * document's order, left to right in Arabic too. `controls` holds the inputs by value.
 *
 * @example
 * const group = useNativeRadioGroup({ options, value, onChange });
 * options.map((option) => <input key={option.value} {...group.radioProps(option)} />);
 */
export function useNativeRadioGroup<TValue extends string>({
  options,
  value,
  defaultValue,
  onChange,
  name,
  disabled = false,
}: NativeRadioGroupOptions<TValue>) {
  const dir = useDirection();
  const ownName = useId();
  const controls = useRef(new Map<TValue, HTMLInputElement>());
  const [uncontrolled, setUncontrolled] = useState<TValue | null>(defaultValue ?? null);
  const current = value === undefined ? uncontrolled : value;

  const handleArrowKey = (event: KeyboardEvent<HTMLInputElement>, from: TValue) => {
    const step = arrowStep(event.key, dir);
    if (step === 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const enabled = options.filter((option) => !option.isDisabled);
    const index = enabled.findIndex((option) => option.value === from);
    if (disabled || index === -1) return;
    const target = enabled[(index + step + enabled.length) % enabled.length];
    const control = target ? controls.current.get(target.value) : undefined;
    if (!control) return;
    event.preventDefault();
    control.focus();
    if (!control.checked) control.click();
  };

  const radioProps = (option: { value: TValue; isDisabled?: boolean | undefined }) => ({
    ref: (control: HTMLInputElement | null) => {
      if (control) controls.current.set(option.value, control);
      else controls.current.delete(option.value);
    },
    type: 'radio' as const,
    name: name ?? ownName,
    value: option.value,
    checked: option.value === current,
    disabled: disabled || option.isDisabled,
    onChange: () => {
      setUncontrolled(option.value);
      onChange?.(option.value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => handleArrowKey(event, option.value),
  });
  return { current, controls, radioProps };
}
