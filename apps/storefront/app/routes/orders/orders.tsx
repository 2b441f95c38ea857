import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { OrdersScreen, orderTabOf } from '@matjar/orders';
import { PageLayout, Skeleton } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/orders';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';
import '@matjar/orders/screens.css';
import './orders-pages.css';

/** The orders are asked for by the browser as the page starts. */
export const handle: RouteHandle = { access: 'customer', startCalls: ['orders'] };

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.ordersTitle),
    description: messageIn(locale, m.ordersDescription),
  });
}

/** The customer's orders (/orders/{tab}): purchase orders by status, and return orders. */
export default function OrdersRoute() {
  const intl = useIntl();
  const { tab } = useParams();
  const [searchParams] = useSearchParams();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page sf-orders-page">
        <div className="sf-account-page__header">
          <h1 className="sf-info-page__title">{intl.formatMessage(m.ordersTitle)}</h1>
          <div className="sf-account-page__actions">
            <AppLink to={orderPaths.scheduled} className="sf-orders__scheduled">
              {intl.formatMessage(m.scheduledLink)}
            </AppLink>
          </div>
        </div>
        {isCustomer ? (
          <OrdersScreen
            tab={orderTabOf(tab).slug}
            page={positiveIdOf(searchParams.get('page')) ?? 1}
            paths={orderPaths}
            shopHref="/"
          />
        ) : (
          <Skeleton shape="text" lines={6} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
