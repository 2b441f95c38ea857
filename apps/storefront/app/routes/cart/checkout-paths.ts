/** The addresses of the cart and checkout pages, and of an order's details. */
export const checkoutPaths = {
  cart: '/cart',
  summary: '/cart/summary',
  changeLocation: '/cart/change-location',
  /** The order-completion page; the payment page comes back to it with `order_id` and `payment`. */
  completed: '/cart/completed',
  completedOrder: (orderId: number) => `/cart/completed?order_id=${orderId}`,
  orderDetails: (orderId: number) => `/orderDetailes/${orderId}`,
  invoice: (orderId: number) => `/orderDetailes/${orderId}/invoice`,
} as const;
