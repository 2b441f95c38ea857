import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AppliedCoupon } from '@matjar/api-client';
import { validationMessages } from '@matjar/i18n';
import { Button, Price, TextField } from '@matjar/ui';
import { couponFormMessages as m } from './messages.js';

export interface CouponFormProps {
  /** The coupon applied to the cart, `null` while none is. */
  coupon: AppliedCoupon | null;
  /** Called with the code, trimmed and upper-cased, when a non-blank one is submitted. */
  onApply: (code: string) => void;
  /** Called when the user removes the applied coupon. */
  onRemove: () => void;
  /** While the code is being applied or the coupon removed: the button is busy. */
  isPending: boolean;
  /** The server's localized message when the code was refused (expired, unknown…). */
  error?: string;
  className?: string;
}

/** A code as the server knows it: no spaces around it, upper case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * The coupon of the cart. Without one: a code field and "Apply"; a blank code is refused inline
 * without calling `onApply`, and the server's refusal (`error`) shows under the field with the
 * typed code kept. With one: its code, what it takes off and "Remove".
 *
 * @example
 * <CouponForm
 *   coupon={cart.coupon}
 *   onApply={(code) => applyCoupon.mutate(code)}
 *   onRemove={() => removeCoupon.mutate()}
 *   isPending={applyCoupon.isPending || removeCoupon.isPending}
 *   error={applyCoupon.error ? messageOf(applyCoupon.error) : undefined}
 * />
 */
export function CouponForm({
  coupon,
  onApply,
  onRemove,
  isPending,
  error,
  className,
}: CouponFormProps) {
  const classes = ['cart-coupon', className].filter(Boolean).join(' ');
  if (coupon) {
    return (
      <AppliedCouponView
        className={classes}
        coupon={coupon}
        onRemove={onRemove}
        isPending={isPending}
        error={error}
      />
    );
  }
  return <CouponEntry className={classes} onApply={onApply} isPending={isPending} error={error} />;
}

interface CouponEntryProps {
  className: string;
  onApply: (code: string) => void;
  isPending: boolean;
  error: string | undefined;
}

function CouponEntry({ className, onApply, isPending, error }: CouponEntryProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [isBlankRefused, setIsBlankRefused] = useState(false);
  // The server's message is about the code that was sent: it goes once the user edits the code.
  const [editedAfterError, setEditedAfterError] = useState<string | undefined>(undefined);

  // A refusal arrives after the request: bring the user back to the field, which reads it out.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const normalized = normalizeCouponCode(code);
    if (normalized === '') {
      setIsBlankRefused(true);
      inputRef.current?.focus();
      return;
    }
    setIsBlankRefused(false);
    setEditedAfterError(undefined);
    onApply(normalized);
  };

  const shownError = isBlankRefused
    ? intl.formatMessage(validationMessages.couponRequired)
    : error && error !== editedAfterError
      ? error
      : undefined;

  return (
    <form
      className={className}
      data-state={shownError ? 'invalid' : 'idle'}
      noValidate
      onSubmit={handleSubmit}
    >
      <TextField
        ref={inputRef}
        className="cart-coupon__field"
        label={intl.formatMessage(m.label)}
        name="coupon"
        value={code}
        dir="auto"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={shownError}
        onChange={(event) => {
          setCode(event.target.value);
          setIsBlankRefused(false);
          setEditedAfterError(error);
        }}
      />
      <Button
        type="submit"
        variant="secondary"
        className="cart-coupon__apply"
        isLoading={isPending}
      >
        {intl.formatMessage(m.apply)}
      </Button>
    </form>
  );
}

interface AppliedCouponViewProps {
  className: string;
  coupon: AppliedCoupon;
  onRemove: () => void;
  isPending: boolean;
  error: string | undefined;
}

function AppliedCouponView({
  className,
  coupon,
  onRemove,
  isPending,
  error,
}: AppliedCouponViewProps) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <div className={className} data-state="applied">
      <div className="cart-coupon__applied">
        <p className="cart-coupon__code">
          <FormattedMessage
            {...m.applied}
            values={{ code: <bdi className="cart-coupon__code-value">{coupon.code}</bdi> }}
          />
        </p>
        <p className="cart-coupon__discount">
          {coupon.discount > 0 ? (
            <FormattedMessage
              {...m.saving}
              values={{ amount: <Price amount={coupon.discount} size="sm" /> }}
            />
          ) : (
            <FormattedMessage
              {...m.minOrder}
              values={{ amount: <Price amount={coupon.min_order} size="sm" /> }}
            />
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="cart-coupon__remove"
        isLoading={isPending}
        aria-label={intl.formatMessage(m.removeLabel, { code: coupon.code })}
        aria-describedby={error ? errorId : undefined}
        onClick={onRemove}
      >
        {intl.formatMessage(m.remove)}
      </Button>
      {error ? (
        <p className="cart-coupon__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
