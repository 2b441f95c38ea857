import {
  type InputEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldFrameProps {
  /** The visible label, always shown: a placeholder is no label. */
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** A localized error message; marks the control invalid and is read with it. */
  error?: ReactNode;
}

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'url';

export interface TextFieldProps
  extends
    FieldFrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'> {
  /** Default `text`. */
  type?: TextFieldType;
  /** Shown before the text (an icon, a unit); an interactive element must carry its own label. */
  startAdornment?: ReactNode;
  /** Shown after the text (a show-password button, a clear button). */
  endAdornment?: ReactNode;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

export interface TextAreaProps
  extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /**
   * The most characters the text may have as it is sent: each line break counts as two, since a
   * form sends it as CR LF and the store counts both. Typing and pasting stop there.
   */
  maxLength?: number;
  /** Forwarded to the `<textarea>`. */
  ref?: Ref<HTMLTextAreaElement>;
}

const LINE_BREAKS = /\r\n|\r|\n/g;

/** The native `maxlength` that keeps a text within `limit` as sent, given what it holds now. */
const nativeLimitOf = (text: string, limit: number) =>
  Math.max(0, limit - (text.match(LINE_BREAKS)?.length ?? 0));

type FieldState = 'disabled' | 'invalid' | 'idle';

const stateOf = (disabled: boolean | undefined, hasError: boolean): FieldState =>
  disabled ? 'disabled' : hasError ? 'invalid' : 'idle';

/** Ids of the hint and error and any `aria-describedby` the caller gave, in reading order. */
function useFieldIds(
  id: string | undefined,
  hasHint: boolean,
  hasError: boolean,
  describedBy?: string,
) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const describedByIds =
    [describedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return { controlId, hintId, errorId, describedByIds };
}

interface FieldFrameLayoutProps extends FieldFrameProps {
  className: string | undefined;
  state: FieldState;
  isRequired: boolean;
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}

function FieldFrame({
  className,
  state,
  isRequired,
  label,
  hint,
  error,
  ids: { controlId, hintId, errorId },
  children,
}: FieldFrameLayoutProps) {
  return (
    <div className={['mj-text-field', className].filter(Boolean).join(' ')} data-state={state}>
      <label className="mj-text-field__label" htmlFor={controlId}>
        {label}
        {isRequired ? (
          <span className="mj-text-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="mj-text-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="mj-text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled single-line text input with an optional hint, error message and adornments. The label,
 * hint and error are tied to the input (`aria-describedby`, `aria-invalid`), and `required` shows a
 * marker. Every other prop (`name`, `value`, `onChange`, `autoComplete`…) goes to the `<input>`;
 * `className` goes to the field around it.
 *
 * @example
 * <TextField
 *   label={intl.formatMessage(messages.email)}
 *   type="email"
 *   autoComplete="email"
 *   required
 *   error={errors.email && intl.formatMessage(errors.email)}
 * />
 */
export function TextField({
  label,
  hint,
  error,
  type = 'text',
  startAdornment,
  endAdornment,
  className,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextFieldProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds(id, Boolean(hint), hasError, describedBy);
  return (
    <FieldFrame
      className={className}
      state={stateOf(disabled, hasError)}
      isRequired={Boolean(required)}
      label={label}
      hint={hint}
      error={error}
      ids={ids}
    >
      <div className="mj-text-field__control">
        {startAdornment ? (
          <span className="mj-text-field__adornment" data-position="start">
            {startAdornment}
          </span>
        ) : null}
        <input
          {...rest}
          ref={ref}
          id={ids.controlId}
          type={type}
          className="mj-text-field__input"
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedByIds}
        />
        {endAdornment ? (
          <span className="mj-text-field__adornment" data-position="end">
            {endAdornment}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/**
 * The multi-line sibling of `TextField`, for messages, complaints and return reasons: same label,
 * hint, error and required marker, over a `<textarea>` that grows with its `rows`.
 *
 * @example
 * <TextArea label={intl.formatMessage(messages.returnReason)} rows={4} required name="reason" />
 */
export function TextArea({
  label,
  hint,
  error,
  className,
  id,
  required,
  disabled,
  rows = 4,
  maxLength,
  onInput,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextAreaProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds(id, Boolean(hint), hasError, describedBy);
  // The browser counts a line break as one character; the store, as two. The textarea's own
  // limit follows what it holds, so that typing and pasting stop where the store's limit is.
  const attach = (node: HTMLTextAreaElement | null) => {
    if (node && maxLength !== undefined) node.maxLength = nativeLimitOf(node.value, maxLength);
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
    return undefined;
  };
  const handleInput = (event: InputEvent<HTMLTextAreaElement>) => {
    const node = event.currentTarget;
    if (maxLength !== undefined) node.maxLength = nativeLimitOf(node.value, maxLength);
    onInput?.(event);
  };
  return (
    <FieldFrame
      className={className}
      state={stateOf(disabled, hasError)}
      isRequired={Boolean(required)}
      label={label}
      hint={hint}
      error={error}
      ids={ids}
    >
      <div className="mj-text-field__control" data-multiline="">
        <textarea
          {...rest}
          ref={attach}
          maxLength={maxLength}
          onInput={handleInput}
          id={ids.controlId}
          rows={rows}
          className="mj-text-field__input"
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedByIds}
        />
      </div>
    </FieldFrame>
  );
}
