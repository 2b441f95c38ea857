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

/**
 * Arrow keys that move and choose within a radio group, in the reading direction, skipping the
 * disabled options. For a Radix radio group: Radix moves the focus a task after the arrow key, and
 * checks the option only if the key is still held by then, so a key pressed and released at once
 * (a fast typist, a switch device, a script) moved the focus and left the old choice
 * (radix-ui/primitives#4094); here the key press itself moves and checks. For native radio
 * buttons: the browser's arrows follow the document's order, not the reading direction. Register
 * each option's control in `controls` (by value) and call `handleArrowKey` from its `onKeyDown`.
 */
export function useRadioArrowKeys(
  options: readonly { value: string; isDisabled?: boolean }[],
  isGroupDisabled = false,
) {
  const dir = useDirection();
  const controls = useRef(new Map<string, HTMLElement>());
  const handleArrowKey = (event: KeyboardEvent<HTMLElement>, from: string) => {
    const step = arrowStep(event.key, dir);
    if (step === 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const enabled = options.filter((option) => !option.isDisabled);
    const index = enabled.findIndex((option) => option.value === from);
    if (isGroupDisabled || index === -1) return;
    const target = enabled[(index + step + enabled.length) % enabled.length];
    const control = target ? controls.current.get(target.value) : undefined;
    if (!control) return;
    event.preventDefault();
    control.focus();
    const isChecked =
      control instanceof HTMLInputElement
        ? control.checked
        : control.getAttribute('aria-checked') === 'true';
    if (!isChecked) control.click();
  };
  return { controls, handleArrowKey };
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
 * of each option's `<input>` (its name, checked state, change and arrow keys, following the
 * reading direction as `useRadioArrowKeys` does). `controls` holds the inputs by value.
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
  const ownName = useId();
  const { controls, handleArrowKey } = useRadioArrowKeys(options, disabled);
  const [uncontrolled, setUncontrolled] = useState<TValue | null>(defaultValue ?? null);
  const current = value === undefined ? uncontrolled : value;
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
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => handleArrowKey(event, option.value),
  });
  return { current, controls, radioProps };
}
