import type { OrderListStatus } from '@matjar/api-client';

/** The tabs of /orders (spec §2) and the status each lists. */
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

export type OrderTab = (typeof orderTabs)[number];

/** The addresses of the order pages. */
export const orderPaths = {
  list: (slug: string = 'newOrders', page = 1) =>
    `/orders/${slug}${page > 1 ? `?page=${page}` : ''}`,
  scheduled: '/schedulesOrders',
  details: (id: number) => `/orderDetailes/${id}`,
  rate: (id: number) => `/orderDetailes/${id}/rate`,
  return: (id: number) => `/orderDetailes/${id}/return`,
  returnDetails: (id: number) => `/orderDetailes/${id}/returnDetails`,
  chat: (id: number) => `/orderDetailes/${id}/chat`,
  tracking: (id: number) => `/tracking?order_id=${id}`,
} as const;

/** A positive whole number from the address (an order id, a page), or undefined. */
export const positiveIdOf = (value: string | null | undefined) =>
  value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
