import { useIntl } from 'react-intl';
import { isApiError } from '@matjar/api-client';
import { failureMessage, paymentMethodNames } from '@matjar/i18n';
import { EmptyState, ErrorState, Link, Skeleton } from '@matjar/ui';
import { OrderPlaced } from '../order-placed/order-placed.js';
import type { OrderQuery, PayOrderMutation } from '../screen-inputs.js';
import { orderPlacedScreenMessages as m } from './messages.js';

export interface OrderPlacedScreenProps {
  /** The order the page's address names (`?order_id=`); `undefined` when it names none. */
  orderId: number | undefined;
  /** That order, as the orders' library reads it (`useOrder(orderId)` of `@matjar/orders`). */
  order: OrderQuery;
  /** What the payment page reported, for a card order coming back from it (`?payment=`). */
  paymentOutcome?: 'success' | 'failed' | undefined;
  /** Asks the store for a new payment page (`usePayOrder()` of `@matjar/orders`). */
  pay: PayOrderMutation;
  /**
   * Sends the customer to the hosted payment page at `url`. Returns `false` when it does not (the
   * address is not the payment provider's; the app says so): "Pay now" can then be pressed again.
   */
  onPaymentPage: (url: string) => boolean;
  /**
   * Where the payment page sends the customer back: an address, or a path of this site
   * (`/cart/completed`) read against the page's own address when "Pay now" is pressed.
   */
  returnUrl: string;
  /** An order's details page. */
  orderHref: (orderId: number) => string;
  /** The orders' list, offered when the order cannot be found. */
  ordersHref: string;
  /** Where "Continue shopping" leads. */
  shopHref: string;
  /** An order's tax invoice, offered once the order is paid. */
  invoiceHref?: (orderId: number) => string;
}

/**
 * The order-completion page's content: the placed order (`OrderPlaced`: its number linked to its
 * details, delivery, payment, total and what happens next), or, for a card order whose payment did
 * not go through, "Pay now" again through the payment page. An address naming no order, or an
 * order the store does not know, says so with a link to the orders; a skeleton shows while the
 * order is on its way, a retry when the store failed to give it.
 *
 * @example
 * <OrderPlacedScreen
 *   orderId={orderId}
 *   order={useOrder(orderId)}
 *   paymentOutcome={outcome}
 *   pay={usePayOrder()}
 *   onPaymentPage={(url) => (window.location.assign(url), true)}
 *   returnUrl="/cart/completed"
 *   orderHref={(id) => `/orderDetailes/${id}`}
 *   ordersHref="/orders"
 *   shopHref="/"
 * />
 */
export function OrderPlacedScreen({
  orderId,
  order,
  paymentOutcome,
  pay,
  onPaymentPage,
  returnUrl,
  orderHref,
  ordersHref,
  shopHref,
  invoiceHref,
}: OrderPlacedScreenProps) {
  const intl = useIntl();

  if (orderId === undefined || (order.isError && !order.data)) {
    const isMissing =
      orderId === undefined || (isApiError(order.error) && order.error.kind === 'fail');
    return isMissing ? (
      <EmptyState
        title={intl.formatMessage(m.orderMissing)}
        action={
          <Link to={ordersHref} className="cart-back-link">
            {intl.formatMessage(m.myOrders)}
          </Link>
        }
      />
    ) : (
      <ErrorState onRetry={() => void order.refetch()} />
    );
  }
  if (!order.data) return <Skeleton shape="text" lines={8} />;

  const placed = order.data;
  return (
    <OrderPlaced
      order={placed}
      paymentOutcome={paymentOutcome}
      paymentMethodLabel={intl.formatMessage(paymentMethodNames[placed.payment_method])}
      orderHref={orderHref(placed.id)}
      shopHref={shopHref}
      invoiceHref={invoiceHref?.(placed.id)}
      onPay={() =>
        pay.mutate(
          { id: placed.id, returnUrl: new URL(returnUrl, window.location.href).href },
          {
            onSuccess: (url) => {
              if (!onPaymentPage(url)) pay.reset();
            },
          },
        )
      }
      isPaying={pay.isPending || pay.isSuccess}
      payError={pay.isError ? failureMessage(intl, pay.error) : undefined}
    />
  );
}
