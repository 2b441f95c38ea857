import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Cart, SAUDI_VAT_RATE } from '@matjar/api-client';
import { commonMessages, useFormatters } from '@matjar/i18n';
import { Button, Link, Price, STICKY_ACTION_BAR_TWIN_CLASS, StickyActionBar } from '@matjar/ui';
import { cartSummaryMessages as m } from './messages.js';

export interface CartSummaryProps {
  cart: Cart;
  /**
   * The VAT rate the prices include, as a fraction: the store's settings' `vat_rate`. Default the
   * Kingdom's standard rate, `SAUDI_VAT_RATE`.
   */
  vatRate?: number;
  /** Where "Checkout" leads: the action is a link when given. */
  checkoutHref?: string;
  /** Called when "Checkout" is pressed, when it is a button (no `checkoutHref`). */
  onCheckout?: () => void;
  /** Turns "Checkout" off, e.g. while a line is being saved. */
  isCheckoutDisabled?: boolean;
  /** The action's words when it is not "Checkout" (e.g. "Place order" on the checkout page). */
  checkoutLabel?: string;
  /** Shows the action working (it is also off meanwhile): the order is being placed. */
  isCheckoutPending?: boolean;
  /**
   * Keeps the total and "Checkout" in reach on phones: in a bar fixed to the bottom of the screen
   * (`StickyActionBar`, `phone-only`), which takes the place of the summary's own "Checkout"
   * there. On desktop the summary shows "Checkout" as before. For the one summary of a page.
   */
  isCheckoutSticky?: boolean;
  /** Level of the summary's heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The money of the cart, as the server computed it: products price, the coupon's discount with
 * its code, delivery (or "Free"), the total with the VAT it contains, and "Checkout". When no line
 * can be ordered any more, "Checkout" is off and the summary says why. With `isCheckoutSticky`,
 * phones show the total and "Checkout" in a bar at the bottom of the screen.
 *
 * @example
 * <CartSummary cart={cart} checkoutHref="/checkout" isCheckoutSticky />
 */
export function CartSummary({
  cart,
  vatRate = SAUDI_VAT_RATE,
  checkoutHref,
  onCheckout,
  isCheckoutDisabled = false,
  checkoutLabel,
  isCheckoutPending = false,
  isCheckoutSticky = false,
  headingLevel = 2,
  className,
}: CartSummaryProps) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const reasonId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasNothingToOrder = cart.lines.every((line) => !line.is_available);
  const isDisabled = isCheckoutDisabled || hasNothingToOrder || isCheckoutPending;
  const checkout = checkoutLabel ?? intl.formatMessage(m.checkout);
  const renderCheckout = (extraClass?: string) =>
    checkoutHref && !isDisabled ? (
      <Link
        to={checkoutHref}
        className={['cart-summary__checkout', extraClass].filter(Boolean).join(' ')}
      >
        {checkout}
      </Link>
    ) : (
      <Button
        className={['cart-summary__checkout-button', extraClass].filter(Boolean).join(' ')}
        size="lg"
        isFullWidth
        disabled={isDisabled}
        isLoading={isCheckoutPending}
        aria-describedby={hasNothingToOrder ? reasonId : undefined}
        onClick={onCheckout}
      >
        {checkout}
      </Button>
    );

  return (
    <section
      className={['cart-summary', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={isDisabled ? 'disabled' : 'ready'}
    >
      <Heading className="cart-summary__title" id={titleId}>
        {intl.formatMessage(m.title)}
      </Heading>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{intl.formatMessage(m.productsPrice)}</dt>
          <dd>
            <Price amount={cart.products_price} />
          </dd>
        </div>
        {cart.discount > 0 ? (
          <div className="cart-summary__row" data-kind="discount">
            <dt>
              {cart.coupon ? (
                <FormattedMessage
                  {...m.couponDiscount}
                  values={{ code: <bdi className="cart-summary__code">{cart.coupon.code}</bdi> }}
                />
              ) : (
                intl.formatMessage(m.discount)
              )}
            </dt>
            <dd>
              <span aria-hidden="true">−</span>
              <Price amount={cart.discount} />
            </dd>
          </div>
        ) : null}
        <div className="cart-summary__row">
          <dt>{intl.formatMessage(m.shipping)}</dt>
          <dd>
            {cart.shipping > 0 ? (
              <Price amount={cart.shipping} />
            ) : (
              <span className="cart-summary__free">{intl.formatMessage(m.freeShipping)}</span>
            )}
          </dd>
        </div>
        <div className="cart-summary__row" data-kind="total">
          <dt>{intl.formatMessage(m.total)}</dt>
          <dd>
            <Price amount={cart.total} size="lg" />
          </dd>
        </div>
      </dl>
      <p className="cart-summary__vat">
        <FormattedMessage
          {...commonMessages.vatIncludedAt}
          values={{ rate: <bdi>{format.number(vatRate, { style: 'percent' })}</bdi> }}
        />{' '}
        <Price amount={cart.vat} size="sm" />
      </p>
      {hasNothingToOrder ? (
        <p className="cart-summary__reason" id={reasonId}>
          {intl.formatMessage(m.nothingToOrder)}
        </p>
      ) : null}
      {renderCheckout(isCheckoutSticky ? STICKY_ACTION_BAR_TWIN_CLASS : undefined)}
      {isCheckoutSticky ? (
        <StickyActionBar
          mode="phone-only"
          summaryLabel={intl.formatMessage(m.total)}
          summary={<Price amount={cart.total} />}
        >
          {renderCheckout()}
        </StickyActionBar>
      ) : null}
    </section>
  );
}
