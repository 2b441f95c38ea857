import type { ReactNode } from 'react';
import type { OrderListItem } from '@matjar/api-client';
import { EmptyState, OrdersIllustration, SkeletonGroup } from '@matjar/ui';
import { OrderCard, OrderCardSkeleton } from './order-card.js';

/** How many card skeletons stand in for the orders while they load. */
const SKELETON_COUNT = 3;

export interface OrdersListProps {
  /** The orders of the tab, in the order the server returns them. */
  orders: readonly OrderListItem[];
  /**
   * What the empty state says when there are no orders: the spec's message of the tab
   * (`emptyStateMessages.noNewOrders`, `noScheduledOrders`…), formatted.
   */
  emptyTitle: ReactNode;
  /** What the customer can do about it. */
  emptyDescription?: ReactNode;
  /** A way forward from the empty state: a link or a button ("Browse products"). */
  emptyAction?: ReactNode;
  /** The details page of an order (`(order) => \`/orderDetailes/${order.id}\``). */
  hrefOf: (order: OrderListItem) => string;
  /** While the orders load: card skeletons instead of the list, announced once. */
  isLoading?: boolean;
  className?: string;
}

/**
 * The orders of a tab as a list of `OrderCard`s, each a link to the order's details; card
 * skeletons while they load; the tab's empty state when there are none.
 *
 * @example
 * <OrdersList
 *   orders={orders.data}
 *   isLoading={orders.isPending}
 *   emptyTitle={intl.formatMessage(emptyStateMessages.noNewOrders)}
 *   hrefOf={(order) => `/orderDetailes/${order.id}`}
 * />
 */
export function OrdersList({
  orders,
  emptyTitle,
  emptyDescription,
  emptyAction,
  hrefOf,
  isLoading = false,
  className,
}: OrdersListProps) {
  if (isLoading) {
    return (
      <SkeletonGroup className={['orders-list', className].filter(Boolean).join(' ')}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <OrderCardSkeleton key={index} />
        ))}
      </SkeletonGroup>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        className={className}
        illustration={<OrdersIllustration />}
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }
  return (
    <ul className={['orders-list', className].filter(Boolean).join(' ')}>
      {orders.map((order) => (
        <li key={order.id} className="orders-list__item">
          <OrderCard order={order} href={hrefOf(order)} />
        </li>
      ))}
    </ul>
  );
}
