import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { Order } from '@matjar/api-client';
import { useOrder } from '@matjar/orders';
import { Breadcrumbs, PageLayout, type PageWidth, Skeleton } from '@matjar/ui';
import { usePageAccess } from '../../shell/page-access.js';
import { OrderLoadFailure } from './order-details.js';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';
import './orders-pages.css';

/**
 * A page about one order (rate, return, chat…): its title, "Back to the order", and the content
 * once the order is known; a visitor is sent to sign in, an unknown order says so.
 */
export function OrderSubpage({
  title,
  width = 'wide',
  children,
}: {
  title: MessageDescriptor;
  /** The page's declared width: `form` for the rating and the return request. */
  width?: PageWidth;
  children: (order: Order) => ReactNode;
}) {
  const intl = useIntl();
  const { id: idParam } = useParams();
  const id = positiveIdOf(idParam);
  const isCustomer = usePageAccess();
  const order = useOrder(isCustomer ? id : undefined);
  let body: ReactNode;
  if (id === undefined) body = <OrderLoadFailure error={null} onRetry={() => undefined} />;
  else if (order.data) body = children(order.data);
  else if (order.isError) {
    body = <OrderLoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  } else body = <Skeleton shape="text" lines={8} />;
  return (
    <AccountFrame>
      <PageLayout width={width} className="sf-account-page sf-order-page">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.ordersTitle), href: orderPaths.list() },
            ...(id !== undefined
              ? [{ label: intl.formatMessage(m.detailsPageTitle), href: orderPaths.details(id) }]
              : []),
            { label: intl.formatMessage(title) },
          ]}
        />
        <h1 className="sf-info-page__title">{intl.formatMessage(title)}</h1>
        {body}
      </PageLayout>
    </AccountFrame>
  );
}
