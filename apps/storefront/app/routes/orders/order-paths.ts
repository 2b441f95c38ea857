import type { OrderPaths } from '@matjar/orders';

/** The addresses of the order pages. */
export const orderPaths = {
  list: (slug: string = 'newOrders', page = 1) =>
    `/orders/${slug}${page > 1 ? `?page=${page}` : ''}`,
  scheduled: '/schedulesOrders',
  details: (id: number) => `/orderDetailes/${id}`,
  rate: (id: number) => `/orderDetailes/${id}/rate`,
  return: (id: number) => `/orderDetailes/${id}/return`,
  returnDetails: (id: number) => `/orderDetailes/${id}/returnDetails`,
  invoice: (id: number) => `/orderDetailes/${id}/invoice`,
  chat: (id: number) => `/orderDetailes/${id}/chat`,
  tracking: (id: number) => `/tracking?order_id=${id}`,
} as const satisfies OrderPaths & { scheduled: string };

/** A positive whole number from the address (an order id, a page), or undefined. */
export const positiveIdOf = (value: string | null | undefined) =>
  value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
