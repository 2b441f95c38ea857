import { type MessageDescriptor, useIntl } from 'react-intl';
import { emptyStateMessages } from '@matjar/i18n';
import { ErrorState, Link, Pagination } from '@matjar/ui';
import { useOrders } from '../../hooks/use-orders.js';
import { OrdersList } from '../order-card/orders-list.js';
import type { OrderPaths } from '../order-screens/order-paths.js';
import { ordersScreenMessages as m } from './messages.js';
import { type OrderTabSlug, orderTabOf } from './order-tabs.js';
import { OrderTabsNav } from './order-tabs-nav.js';

const emptyTitles: Record<OrderTabSlug, MessageDescriptor> = {
  newOrders: emptyStateMessages.noNewOrders,
  waitingOrders: emptyStateMessages.noWaitingOrders,
  currentOrders: emptyStateMessages.noCurrentOrders,
  onWayOrders: emptyStateMessages.noOnWayOrders,
  finishedOrders: emptyStateMessages.noFinishedOrders,
  cancelledOrders: emptyStateMessages.noCancelledOrders,
  returnOrders: emptyStateMessages.noReturnedOrders,
};

export interface OrdersScreenProps {
  /** The tab shown (`orderTabOf` reads it from the address). */
  tab: OrderTabSlug;
  /** The page of the tab's list, counted from 1 (the address's `?page=`). */
  page: number;
  /** The addresses of the tabs and their pages, and of an order's details. */
  paths: Pick<OrderPaths, 'list' | 'details'>;
  /** Where "Start shopping" leads from an empty tab: the store's home. */
  shopHref: string;
}

function OrdersTab({ tab, page, paths, shopHref }: OrdersScreenProps) {
  const intl = useIntl();
  const orders = useOrders(orderTabOf(tab).status, page);
  if (orders.isError && !orders.data) {
    return <ErrorState onRetry={() => void orders.refetch()} />;
  }
  return (
    <>
      <OrdersList
        orders={orders.data?.data ?? []}
        isLoading={!orders.data}
        emptyTitle={intl.formatMessage(emptyTitles[tab])}
        emptyAction={
          <Link to={shopHref} className="mj-button">
            {intl.formatMessage(m.browse)}
          </Link>
        }
        hrefOf={(order) => paths.details(order.id)}
      />
      {orders.data ? (
        <Pagination
          page={orders.data.pagination.current_page}
          pageCount={orders.data.pagination.last_page}
          hrefFor={(to) => paths.list(tab, to)}
        />
      ) : null}
    </>
  );
}

/**
 * The customer's orders under the page's title: the tabs (the purchase orders by status, then
 * the return orders) as one row of links, and the tab's orders a page at a time, each a link to its
 * details. Card skeletons while they load, the tab's own empty state with a way to the shop, and a
 * way to try again when they could not be read. Link `@matjar/orders/screens.css` with it.
 *
 * @example
 * const { tab } = useParams();
 * <OrdersScreen
 *   tab={orderTabOf(tab).slug}
 *   page={pageFromTheAddress}
 *   paths={orderPaths}
 *   shopHref="/"
 * />
 */
export function OrdersScreen(props: OrdersScreenProps) {
  const { tab, paths } = props;
  return (
    <>
      <OrderTabsNav current={tab} hrefOf={(slug) => paths.list(slug)} />
      <OrdersTab key={tab} {...props} />
    </>
  );
}
