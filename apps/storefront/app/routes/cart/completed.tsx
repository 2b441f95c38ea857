import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@matjar/api-client';
import { OrderPlaced } from '@matjar/cart';
import { paymentMethodNames, failureMessage } from '@matjar/i18n';
import { useOrder, usePayOrder } from '@matjar/orders';
import { EmptyState, ErrorState, PageLayout, Skeleton } from '@matjar/ui';
import { usePaymentPage } from '../../lib/payment-page.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import type { Route } from './+types/completed';
import { checkoutPageMessages as m } from './cart.messages.js';
import { checkoutPaths } from './checkout-paths.js';
import '@matjar/cart/styles.css';
import '@matjar/orders/styles.css';
import '@matjar/ui/layouts.css';
import './cart-pages.css';
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
  const payment = params.get('payment');
  const order = useOrder(orderId);
  const pay = usePayOrder();
  const openPaymentPage = usePaymentPage();

  let body;
  if (orderId === undefined || (order.isError && !order.data)) {
    const isMissing =
      orderId === undefined || (isApiError(order.error) && order.error.kind === 'fail');
    body = isMissing ? (
      <EmptyState
        title={intl.formatMessage(m.orderMissing)}
        action={
          <AppLink to="/orders" className="sf-checkout__back">
            {intl.formatMessage(m.myOrders)}
          </AppLink>
        }
      />
    ) : (
      <ErrorState onRetry={() => void order.refetch()} />
    );
  } else if (!order.data) {
    body = <Skeleton shape="text" lines={8} />;
  } else {
    const placed = order.data;
    body = (
      <OrderPlaced
        order={placed}
        paymentOutcome={payment === 'success' || payment === 'failed' ? payment : undefined}
        paymentMethodLabel={intl.formatMessage(paymentMethodNames[placed.payment_method])}
        orderHref={checkoutPaths.orderDetails(placed.id)}
        shopHref="/"
        onPay={() =>
          pay.mutate(
            {
              id: placed.id,
              returnUrl: new URL(checkoutPaths.completed, window.location.origin).href,
            },
            {
              onSuccess: (url) => {
                if (!openPaymentPage(url)) pay.reset();
              },
            },
          )
        }
        isPaying={pay.isPending || pay.isSuccess}
        payError={pay.isError ? failureMessage(intl, pay.error) : undefined}
      />
    );
  }
  return (
    <PageLayout width="form">
      {order.data ? null : (
        <h1 className="sf-info-page__title">{intl.formatMessage(m.completedTitle)}</h1>
      )}
      {body}
    </PageLayout>
  );
}
