import type { OrderTabSlug } from '../orders-screen/order-tabs.js';

/**
 * The addresses of the app's order pages, which the screens link to (and the app's router opens,
 * through `Link` of `@matjar/ui`). Each screen asks only for those it links to.
 *
 * @example
 * const orderPaths: OrderPaths = {
 *   list: (tab = 'newOrders', page = 1) => `/orders/${tab}${page > 1 ? `?page=${page}` : ''}`,
 *   details: (id) => `/orderDetailes/${id}`,
 *   rate: (id) => `/orderDetailes/${id}/rate`,
 *   return: (id) => `/orderDetailes/${id}/return`,
 *   returnDetails: (id) => `/orderDetailes/${id}/returnDetails`,
 *   chat: (id) => `/orderDetailes/${id}/chat`,
 *   tracking: (id) => `/tracking?order_id=${id}`,
 *   invoice: (id) => `/orderDetailes/${id}/invoice`,
 * };
 */
export interface OrderPaths {
  /** A tab of the orders at one of its pages; without arguments, the first tab's first page. */
  list: (tab?: OrderTabSlug, page?: number) => string;
  /** An order's details. */
  details: (id: number) => string;
  /** Rating a finished order. */
  rate: (id: number) => string;
  /** Asking to return products of an order. */
  return: (id: number) => string;
  /** An order's return request and how it is going. */
  returnDetails: (id: number) => string;
  /** The chat with the order's delegate. */
  chat: (id: number) => string;
  /** Following the order on its way. */
  tracking: (id: number) => string;
  /** The simplified tax invoice of a paid or delivered order. */
  invoice: (id: number) => string;
}
