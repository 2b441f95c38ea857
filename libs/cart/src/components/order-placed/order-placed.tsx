import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@matjar/api-client';
import { successMessages, useFormatters } from '@matjar/i18n';
import { Button, Link, Price, ResultLayout } from '@matjar/ui';
import { orderPlacedMessages as m } from './messages.js';

export interface OrderPlacedProps {
  order: Order;
  /** What the payment page reported, for a card order coming back from it. */
  paymentOutcome?: 'success' | 'failed' | undefined;
  /** The name of the order's payment method, in the current language. */
  paymentMethodLabel: ReactNode;
  /** The order's details page. */
  orderHref: string;
  /** Where "Continue shopping" leads. */
  shopHref: string;
  /** The order's tax invoice, offered once the order is paid (a card, the wallet). */
  invoiceHref?: string;
  /** Opens the payment page again, for a card order that is not paid. */
  onPay?: () => void;
  isPaying?: boolean;
  /** A localized error of the last "Pay now". */
  payError?: ReactNode;
  className?: string;
}

/** A delivery day (`YYYY-MM-DD`, Riyadh) and time range (`09:00-12:00`) as dates to format. */
function slotDates(date: string, time: string | null) {
  const [from, to] = (time ?? '').split('-');
  const at = (clock: string | undefined) =>
    clock && /^\d{2}:\d{2}$/.test(clock) ? new Date(`${date}T${clock}:00+03:00`) : undefined;
  return { day: new Date(`${date}T12:00:00+03:00`), from: at(from), to: at(to) };
}

/**
 * The order-completion page's content: "Your order is complete" with the order's number (a link to
 * its details), delivery day, payment and total, what happens next, and buttons to follow the order
 * and to keep shopping; or, for a card order whose payment did not go through, what happened and
 * "Pay now". Amounts and states come from the server.
 *
 * @example
 * <OrderPlaced order={order} paymentMethodLabel="Cash on delivery" orderHref={`/orderDetailes/${order.id}`} shopHref="/" />
 */
export function OrderPlaced({
  order,
  paymentOutcome,
  paymentMethodLabel,
  orderHref,
  shopHref,
  invoiceHref,
  onPay,
  isPaying = false,
  payError,
  className,
}: OrderPlacedProps) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const isAwaitingPayment = order.payment_method === 'card' && !order.is_paid;
  const state = isAwaitingPayment ? (paymentOutcome === 'failed' ? 'failed' : 'unpaid') : 'placed';
  const title =
    state === 'failed'
      ? m.paymentFailedTitle
      : state === 'unpaid'
        ? m.paymentPendingTitle
        : successMessages.orderCompleted;
  const slot =
    order.order_type === 'scheduled' && order.delivery_date
      ? slotDates(order.delivery_date, order.delivery_time ?? null)
      : undefined;
  const number = <bdi className="cart-placed__number">{order.number}</bdi>;

  return (
    <ResultLayout
      className={['cart-placed', className].filter(Boolean).join(' ')}
      tone={state === 'placed' ? 'success' : 'warning'}
      title={intl.formatMessage(title)}
      data-state={state}
      actions={
        <>
          {state !== 'placed' && onPay ? (
            <Button size="lg" onClick={onPay} isLoading={isPaying} disabled={isPaying}>
              {intl.formatMessage(m.payAgain)}
            </Button>
          ) : null}
          <Link
            to={orderHref}
            className={
              state === 'placed' ? 'mj-button' : 'mj-button cart-placed__action--secondary'
            }
          >
            {intl.formatMessage(m.viewOrder)}
          </Link>
          {state === 'placed' && order.is_paid && invoiceHref ? (
            <Link to={invoiceHref} className="mj-button cart-placed__action--secondary">
              {intl.formatMessage(m.invoice)}
            </Link>
          ) : null}
          <Link to={shopHref} className="mj-button cart-placed__action--secondary">
            {intl.formatMessage(m.continueShopping)}
          </Link>
        </>
      }
    >
      <p className="cart-placed__order">
        <Link to={orderHref} className="cart-placed__order-link">
          <FormattedMessage {...m.orderNumber} values={{ number }} />
        </Link>
      </p>
      {state === 'failed' ? (
        <p className="cart-placed__note">{intl.formatMessage(m.paymentFailedBody)}</p>
      ) : null}
      {state === 'placed' && order.payment_method === 'bank_transfer' ? (
        <p className="cart-placed__note">{intl.formatMessage(m.transferReview)}</p>
      ) : null}
      <dl className="cart-placed__facts">
        <div className="cart-placed__fact">
          <dt>{intl.formatMessage(m.delivery)}</dt>
          <dd>
            {slot ? (
              <>
                {format.date(slot.day, { dateStyle: 'full' })}
                {slot.from && slot.to ? (
                  <>
                    {' · '}
                    <bdi>
                      {format.time(slot.from)} – {format.time(slot.to)}
                    </bdi>
                  </>
                ) : null}
              </>
            ) : (
              intl.formatMessage(m.deliverySoon)
            )}
          </dd>
        </div>
        <div className="cart-placed__fact">
          <dt>{intl.formatMessage(m.payment)}</dt>
          <dd>
            {paymentMethodLabel}
            {order.is_paid && order.payment_method === 'card' ? (
              <span className="cart-placed__paid"> · {intl.formatMessage(m.paid)}</span>
            ) : null}
          </dd>
        </div>
        {state === 'placed' ? (
          <div className="cart-placed__fact">
            <dt>{intl.formatMessage(m.deliveryCode)}</dt>
            <dd>
              <bdi className="cart-placed__code">{order.delivery_code}</bdi>
              <span className="cart-placed__hint">{intl.formatMessage(m.deliveryCodeHint)}</span>
            </dd>
          </div>
        ) : null}
        <div className="cart-placed__fact" data-kind="total">
          <dt>{intl.formatMessage(m.total)}</dt>
          <dd>
            <Price amount={order.total} size="lg" />
          </dd>
        </div>
      </dl>
      {state === 'placed' ? (
        <section className="cart-placed__next" aria-labelledby={`${titleId}-next`}>
          <h2 className="cart-placed__next-title" id={`${titleId}-next`}>
            {intl.formatMessage(m.nextTitle)}
          </h2>
          <ol className="cart-placed__steps">
            <li>
              {intl.formatMessage(
                order.payment_method === 'bank_transfer' ? m.nextTransfer : m.nextPrepare,
              )}
            </li>
            <li>{intl.formatMessage(slot ? m.nextScheduled : m.nextDelivery)}</li>
            <li>{intl.formatMessage(m.nextNotify)}</li>
          </ol>
        </section>
      ) : null}
      {payError ? (
        <p className="cart-placed__error" role="alert">
          {payError}
        </p>
      ) : null}
    </ResultLayout>
  );
}
