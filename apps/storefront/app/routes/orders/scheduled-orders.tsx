import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ScheduledOrdersScreen, orderScreenMessages } from '@matjar/orders';
import { PageLayout, Skeleton } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/scheduled-orders';
import { orderPaths, positiveIdOf } from './order-paths.js';
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

/** Scheduled orders (/schedulesOrders), each with the day it starts. */
export default function ScheduledOrdersRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <div className="sf-account-page__header">
          <h1 className="sf-info-page__title">{intl.formatMessage(m.scheduledTitle)}</h1>
          <div className="sf-account-page__actions">
            <AppLink to={orderPaths.list()} className="sf-orders__scheduled">
              {intl.formatMessage(orderScreenMessages.backToOrders)}
            </AppLink>
          </div>
        </div>
        {isCustomer ? (
          <ScheduledOrdersScreen
            page={positiveIdOf(searchParams.get('page')) ?? 1}
            paths={orderPaths}
            pageHref={(page) => `?page=${page}`}
          />
        ) : (
          <Skeleton shape="text" lines={6} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
