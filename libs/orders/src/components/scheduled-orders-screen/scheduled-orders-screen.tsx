import { useIntl } from 'react-intl';
import { emptyStateMessages } from '@matjar/i18n';
import { ErrorState, Pagination } from '@matjar/ui';
import { useOrders } from '../../hooks/use-orders.js';
import { OrdersList } from '../order-card/orders-list.js';
import type { OrderPaths } from '../order-screens/order-paths.js';

export interface ScheduledOrdersScreenProps {
  /** The page of the list, counted from 1 (the address's `?page=`). */
  page: number;
  /** The address of an order's details. */
  paths: Pick<OrderPaths, 'details'>;
  /** The address of a page of the list. Default: the page in the query (`?page=3`). */
  pageHref?: (page: number) => string;
}

/**
 * The customer's scheduled orders under the page's title, a page at a time, each a link to its
 * details and showing the day it starts. Card skeletons while they load, an empty state when
 * there are none, and a way to try again when they could not be read.
 *
 * @example
 * <ScheduledOrdersScreen page={pageFromTheAddress} paths={orderPaths} />
 */
export function ScheduledOrdersScreen({ page, paths, pageHref }: ScheduledOrdersScreenProps) {
  const intl = useIntl();
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
        hrefOf={(order) => paths.details(order.id)}
      />
      {orders.data ? (
        <Pagination
          page={orders.data.pagination.current_page}
          pageCount={orders.data.pagination.last_page}
          hrefFor={pageHref}
        />
      ) : null}
    </>
  );
}
