import type { OrderListStatus } from '@matjar/api-client';

/**
 * The tabs of the customer's orders (spec §2), in the order they are shown: the purchase orders by
 * status, then the return orders. `slug` names the tab in the address (`/orders/onWayOrders`),
 * `status` is the list it shows.
 */
export const orderTabs = [
  { slug: 'newOrders', status: 'new', group: 'purchase' },
  { slug: 'waitingOrders', status: 'waiting', group: 'purchase' },
  { slug: 'currentOrders', status: 'current', group: 'purchase' },
  { slug: 'onWayOrders', status: 'on_way', group: 'purchase' },
  { slug: 'finishedOrders', status: 'finished', group: 'purchase' },
  { slug: 'cancelledOrders', status: 'cancelled', group: 'purchase' },
  { slug: 'returnOrders', status: 'returned', group: 'return' },
] as const satisfies readonly {
  slug: string;
  status: OrderListStatus;
  group: 'purchase' | 'return';
}[];

/** A tab of the customer's orders. */
export type OrderTab = (typeof orderTabs)[number];

/** The name of a tab in the address: `newOrders`, `onWayOrders`, `returnOrders`… */
export type OrderTabSlug = OrderTab['slug'];

/**
 * The tab an address names (`/orders/{slug}`): the first one, new orders, for `/orders` or a name
 * that is not a tab.
 *
 * @example
 * orderTabOf('onWayOrders').status; // 'on_way'
 * orderTabOf(undefined).slug; // 'newOrders'
 */
export function orderTabOf(slug: string | undefined): OrderTab {
  return orderTabs.find((tab) => tab.slug === slug) ?? orderTabs[0];
}
