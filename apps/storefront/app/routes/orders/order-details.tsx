import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useStoreSettings } from '@matjar/account';
import { announceCartChanged } from '@matjar/cart';
import { catalogPaths } from '@matjar/catalog';
import { OrderDetailsScreen } from '@matjar/orders';
import { Breadcrumbs, PageLayout, Skeleton } from '@matjar/ui';
import { usePaymentPage } from '../../lib/payment-page.js';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import { checkoutPaths } from '../cart/checkout-paths.js';
import type { Route } from './+types/order-details';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';

/** The order is asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/orders',
  startCalls: ['orders'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.detailsPageTitle),
    description: messageIn(locale, m.detailsDescription),
  });
}

/** An order's details (/orderDetailes/{id}): progress, actions, and every field of the order. */
export default function OrderDetailsRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  const isCustomer = usePageAccess();
  const vatRate = useStoreSettings().data?.vat_rate;
  const openPaymentPage = usePaymentPage();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page sf-order-page">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.ordersTitle), href: orderPaths.list() },
            { label: intl.formatMessage(m.detailsPageTitle) },
          ]}
        />
        {isCustomer ? (
          <OrderDetailsScreen
            id={positiveIdOf(id)}
            paths={orderPaths}
            productHref={catalogPaths.product}
            vatRate={vatRate}
            onPaymentPage={openPaymentPage}
            paymentReturnUrl={checkoutPaths.completed}
            onCartChanged={announceCartChanged}
            onViewCart={() => void navigate(checkoutPaths.cart)}
          />
        ) : (
          <Skeleton shape="text" lines={8} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
