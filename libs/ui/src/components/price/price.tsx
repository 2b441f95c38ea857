import type { HTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { type CurrencyDisplay, useFormatters } from '@matjar/i18n';
import { priceMessages } from './messages.js';

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The price to pay, in riyals. */
  amount: number;
  /** The price before a discount. Shown struck through when higher than `amount`. */
  originalAmount?: number;
  /** The discount in percent (20 for 20 %), shown as a badge beside a discounted price. */
  discountPercent?: number;
  /** `sign` (the riyal sign, the default) or `text` ("ر.س" / "SR"). */
  currencyDisplay?: CurrencyDisplay;
  /** Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A price in Saudi riyals, with the price before a discount struck through and the discount as a
 * badge. Screen readers hear one sentence ("Was 120.00 Saudi riyals, now 99.00 Saudi riyals")
 * instead of the visual parts; each amount is isolated so it keeps its order inside Arabic text.
 *
 * @example
 * <Price amount={product.price} originalAmount={product.priceBeforeDiscount} discountPercent={product.discount} />
 */
export function Price({
  amount,
  originalAmount,
  discountPercent,
  currencyDisplay = 'sign',
  size = 'md',
  className,
  ref,
  ...rest
}: PriceProps) {
  const intl = useIntl();
  const format = useFormatters();
  const isDiscounted = originalAmount !== undefined && originalAmount > amount;
  const percent =
    isDiscounted && discountPercent !== undefined && discountPercent > 0
      ? format.number(discountPercent / 100, { style: 'percent', maximumFractionDigits: 0 })
      : null;

  let spoken = format.priceLabel(amount);
  if (isDiscounted) {
    const amounts = { original: format.priceLabel(originalAmount), current: spoken };
    spoken = percent
      ? intl.formatMessage(priceMessages.discountedWithPercent, { ...amounts, percent })
      : intl.formatMessage(priceMessages.discounted, amounts);
  }

  const classes = ['mj-price', className].filter(Boolean).join(' ');
  return (
    <span
      {...rest}
      ref={ref}
      className={classes}
      data-size={size}
      data-state={isDiscounted ? 'discounted' : 'regular'}
    >
      <span className="mj-visually-hidden">{spoken}</span>
      <span className="mj-price__visual" aria-hidden="true">
        <bdi className="mj-price__current">{format.price(amount, { currencyDisplay })}</bdi>
        {isDiscounted ? (
          <s className="mj-price__original">
            <bdi>{format.price(originalAmount, { currencyDisplay })}</bdi>
          </s>
        ) : null}
        {percent ? (
          <span className="mj-price__badge">
            {intl.formatMessage(priceMessages.discountBadge, { percent })}
          </span>
        ) : null}
      </span>
    </span>
  );
}
