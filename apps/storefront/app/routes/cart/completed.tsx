import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { OrderPlacedScreen } from '@matjar/cart';
import { useOrder, usePayOrder } from '@matjar/orders';
import { PageLayout } from '@matjar/ui';
import { usePaymentPage, usePaymentReturn } from '../../lib/payment-page.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/completed';
import { checkoutPageMessages as m } from './cart.messages.js';
import { checkoutPaths } from './checkout-paths.js';
import '@matjar/cart/styles.css';
import '@matjar/orders/styles.css';
import '@matjar/ui/layouts.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { access: 'customer' };

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.completedTitle),
    description: messageIn(locale, m.description),
  });
}

/** A positive whole number from the address, or undefined. */
const orderIdOf = (value: string | null) =>
  value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/**
 * The order-completion page (/cart/completed?order_id=…): "order completed" with the order's number
 * linked to its details — also where the card payment page sends the customer back, with
 * `payment=success|failed`; a failed payment can be tried again from here.
 */
export default function CompletedRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = orderIdOf(params.get('order_id'));
  const order = useOrder(orderId);
  const pay = usePayOrder();
  const openPaymentPage = usePaymentPage();
  const { outcome } = usePaymentReturn();
  return (
    <PageLayout width="form">
      {/* The placed order is headed by its outcome; until it is shown, by the page's title. */}
      {order.data ? null : (
        <h1 className="sf-info-page__title">{intl.formatMessage(m.completedTitle)}</h1>
      )}
      <OrderPlacedScreen
        orderId={orderId}
        order={order}
        paymentOutcome={outcome}
        pay={pay}
        onPaymentPage={openPaymentPage}
        returnUrl={checkoutPaths.completed}
        orderHref={checkoutPaths.orderDetails}
        invoiceHref={checkoutPaths.invoice}
        ordersHref="/orders"
        shopHref="/"
      />
    </PageLayout>
  );
}
