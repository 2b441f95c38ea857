import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { emptyStateMessages } from '@matjar/i18n';
import { OrdersList, useOrders } from '@matjar/orders';
import { ErrorState, PageLayout } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/scheduled-orders';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { OrdersPager } from './orders.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';
import './orders-pages.css';

/** The scheduled orders are asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/orders',
  startCalls: ['orders'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.scheduledTitle),
    description: messageIn(locale, m.scheduledDescription),
  });
}

function ScheduledOrders() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const page = positiveIdOf(searchParams.get('page')) ?? 1;
  const orders = useOrders('scheduled', page);
  if (orders.isError && !orders.data) {
    return <ErrorState onRetry={() => void orders.refetch()} />;
  }
  return (
    <>
      <OrdersList
        orders={orders.data?.data ?? []}
        isLoading={!orders.data}
        emptyTitle={intl.formatMessage(emptyStateMessages.noScheduledOrders)}
        hrefOf={(order) => orderPaths.details(order.id)}
      />
      {orders.data ? <OrdersPager slug="scheduled" pagination={orders.data.pagination} /> : null}
    </>
  );
}

/** Scheduled orders (/schedulesOrders), each with the day it starts. */
export default function ScheduledOrdersRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <div className="sf-account-page__header">
          <h1 className="sf-info-page__title">{intl.formatMessage(m.scheduledTitle)}</h1>
          <div className="sf-account-page__actions">
            <AppLink to={orderPaths.list()} className="sf-orders__scheduled">
              {intl.formatMessage(m.backToOrders)}
            </AppLink>
          </div>
        </div>
        {isCustomer ? <ScheduledOrders /> : null}
      </PageLayout>
    </AccountFrame>
  );
}
