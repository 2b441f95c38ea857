import type { ButtonHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@matjar/i18n';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, announces that the action is under way and ignores further presses. */
  isLoading?: boolean;
  /** Stretches the button over the width of its container. */
  isFullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The storefront's button. While `isLoading` it keeps its size, shows a spinner and cannot be pressed
 * again, so a slow request is never sent twice.
 *
 * @example
 * <Button isLoading={placeOrder.isPending} onClick={handlePlaceOrder}>Place order</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  isFullWidth = false,
  type = 'button',
  className,
  disabled,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  const classes = ['mj-button', className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      data-variant={variant}
      data-size={size}
      data-full-width={isFullWidth || undefined}
      data-state={isLoading ? 'loading' : 'idle'}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={(event) => {
        if (isLoading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <span className="mj-button__label">{children}</span>
      {isLoading ? (
        <span className="mj-button__spinner" role="status">
          <span className="mj-visually-hidden">{intl.formatMessage(commonMessages.loading)}</span>
        </span>
      ) : null}
    </button>
  );
}
