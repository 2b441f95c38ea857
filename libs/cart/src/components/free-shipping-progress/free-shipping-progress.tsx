import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@matjar/i18n';
import { Price } from '@matjar/ui';
import { freeShippingMessages as m } from './messages.js';

export interface FreeShippingProgressProps {
  /** The products price from which delivery is free, in SAR; 0 when the store has none. */
  threshold: number;
  /** What is left to buy for free delivery, in SAR; 0 once reached. */
  remaining: number;
  className?: string;
}

/**
 * How far the cart is from free delivery: "Add X more for free delivery" over a progress bar, then
 * "Your order ships free" once reached. Renders nothing when the store has no threshold. The
 * sentence is read out as it changes.
 *
 * @example
 * <FreeShippingProgress
 *   threshold={cart.free_shipping_threshold}
 *   remaining={cart.free_shipping_remaining}
 * />
 */
export function FreeShippingProgress({
  threshold,
  remaining,
  className,
}: FreeShippingProgressProps) {
  const intl = useIntl();
  const format = useFormatters();
  const labelId = useId();
  if (threshold <= 0) return null;

  const isReached = remaining <= 0;
  const current = Math.min(threshold, Math.max(0, threshold - remaining));
  const percent = (current / threshold) * 100;

  return (
    <div
      className={['cart-free-shipping', className].filter(Boolean).join(' ')}
      data-state={isReached ? 'reached' : 'progress'}
    >
      <p className="cart-free-shipping__message" id={labelId} aria-live="polite">
        {isReached ? (
          intl.formatMessage(m.reached)
        ) : (
          <FormattedMessage
            {...m.remaining}
            values={{
              amount: <Price className="cart-free-shipping__amount" amount={remaining} size="sm" />,
            }}
          />
        )}
      </p>
      <div
        className="cart-free-shipping__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={current}
        aria-valuetext={intl.formatMessage(m.progress, {
          current: format.priceLabel(current),
          threshold: format.priceLabel(threshold),
        })}
      >
        <span className="cart-free-shipping__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
