import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Breadcrumbs, PageLayout, type PageWidth, Skeleton } from '@matjar/ui';
import { usePageAccess } from '../../shell/page-access.js';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';

/**
 * The frame of a page about one order (rate, return, chat…): its trail back through the order, its
 * title, and the screen for the order the address names (`undefined` when it names none); a
 * skeleton until the customer's session is known.
 */
export function OrderSubpage({
  title,
  width = 'wide',
  children,
}: {
  title: MessageDescriptor;
  /** The page's declared width: `form` for the rating and the return request. */
  width?: PageWidth;
  children: (id: number | undefined) => ReactNode;
}) {
  const intl = useIntl();
  const { id: idParam } = useParams();
  const id = positiveIdOf(idParam);
  const isCustomer = usePageAccess();
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
        {isCustomer ? children(id) : <Skeleton shape="text" lines={8} />}
      </PageLayout>
    </AccountFrame>
  );
}
