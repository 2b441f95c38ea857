import { useEffect, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type { Pagination as ListPage } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { OrdersList, useOrders } from '@matjar/orders';
import { ErrorState, PageLayout, Pagination } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/orders';
import { type OrderTab, orderPaths, orderTabs, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';
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

const tabNames: Record<OrderTab['slug'], MessageDescriptor> = {
  newOrders: m.tabNew,
  waitingOrders: m.tabWaiting,
  currentOrders: m.tabCurrent,
  onWayOrders: m.tabOnWay,
  finishedOrders: m.tabFinished,
  cancelledOrders: m.tabCancelled,
  returnOrders: m.returnOrders,
};

const emptyTitles: Record<OrderTab['slug'], MessageDescriptor> = {
  newOrders: emptyStateMessages.noNewOrders,
  waitingOrders: emptyStateMessages.noWaitingOrders,
  currentOrders: emptyStateMessages.noCurrentOrders,
  onWayOrders: emptyStateMessages.noOnWayOrders,
  finishedOrders: emptyStateMessages.noFinishedOrders,
  cancelledOrders: emptyStateMessages.noCancelledOrders,
  returnOrders: emptyStateMessages.noReturnedOrders,
};

/** The tab of the address, `newOrders` for `/orders`; undefined for an unknown one. */
function tabOf(slug: string | undefined): OrderTab | undefined {
  return orderTabs.find((tab) => tab.slug === (slug ?? 'newOrders'));
}

/**
 * The tabs as one row of chips, the purchase orders by status and then the return orders; the URL
 * keeps the tab. On a phone the row scrolls sideways (it never wraps), and the current chip is
 * brought into view when the page opens on a tab at the row's far end.
 */
function OrderTabsNav({ current }: { current: OrderTab }) {
  const intl = useIntl();
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Only the row scrolls (never the page): by as much as centres a chip that is out of view.
    const chip = currentRef.current;
    const row = chip?.parentElement;
    if (!chip || !row) return;
    const chipBox = chip.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return;
    row.scrollBy?.({ left: chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2 });
  }, [current.slug]);
  return (
    <nav className="sf-orders__nav" aria-label={intl.formatMessage(m.tabsLabel)}>
      <ul className="sf-orders__tabs">
        {orderTabs.map((tab) => (
          <li key={tab.slug} ref={tab.slug === current.slug ? currentRef : undefined}>
            <AppLink
              to={orderPaths.list(tab.slug)}
              className="sf-orders__tab"
              aria-current={tab.slug === current.slug ? 'page' : undefined}
            >
              {intl.formatMessage(tabNames[tab.slug])}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OrdersTab({ tab }: { tab: OrderTab }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const page = positiveIdOf(searchParams.get('page')) ?? 1;
  const orders = useOrders(tab.status, page);
  if (orders.isError && !orders.data) {
    return <ErrorState onRetry={() => void orders.refetch()} />;
  }
  return (
    <>
      <OrdersList
        orders={orders.data?.data ?? []}
        isLoading={!orders.data}
        emptyTitle={intl.formatMessage(emptyTitles[tab.slug])}
        emptyAction={
          <AppLink to="/" className="mj-button">
            {intl.formatMessage(m.browse)}
          </AppLink>
        }
        hrefOf={(order) => orderPaths.details(order.id)}
      />
      {orders.data ? <OrdersPager slug={tab.slug} pagination={orders.data.pagination} /> : null}
    </>
  );
}

/** Numbered pages of a tab, held in `?page=`. */
export function OrdersPager({ slug, pagination }: { slug: string; pagination: ListPage }) {
  return (
    <Pagination
      page={pagination.current_page}
      pageCount={pagination.last_page}
      hrefFor={(page) => (slug === 'scheduled' ? `?page=${page}` : orderPaths.list(slug, page))}
    />
  );
}

/** The customer's orders (/orders/{tab}): purchase orders by status, and return orders. */
export default function OrdersRoute() {
  const intl = useIntl();
  const { tab: slug } = useParams();
  const isCustomer = usePageAccess();
  const tab = tabOf(slug) ?? orderTabs[0];
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
        <OrderTabsNav current={tab} />
        {isCustomer ? <OrdersTab key={tab.slug} tab={tab} /> : null}
      </PageLayout>
    </AccountFrame>
  );
}
