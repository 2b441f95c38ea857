import type { ReactNode } from 'react';
import type { Order } from '@matjar/api-client';
import { Skeleton } from '@matjar/ui';
import { useOrder } from '../../hooks/use-orders.js';
import { OrderLoadFailure } from './order-load-failure.js';

interface WithOrderProps {
  /** The order's id from the address; `undefined` when it names none. */
  id: number | undefined;
  /** The orders' lists, the way on from an order that is not the customer's. */
  listHref: string;
  /** What is drawn once the order has come. */
  children: (order: Order) => ReactNode;
}

/**
 * The content of a page about one order once the order is known; a skeleton meanwhile, "not one
 * of your orders" for an unknown one, and a way to try again when it could not be read.
 */
export function WithOrder({ id, listHref, children }: WithOrderProps) {
  const order = useOrder(id);
  if (id === undefined) return <OrderLoadFailure error={null} listHref={listHref} />;
  if (order.data) return children(order.data);
  if (order.isError) {
    return (
      <OrderLoadFailure
        error={order.error}
        onRetry={() => void order.refetch()}
        listHref={listHref}
      />
    );
  }
  return <Skeleton shape="text" lines={8} />;
}
