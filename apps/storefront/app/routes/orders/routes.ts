import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The order pages (customers only). */
export const orderRoutes: RouteConfigEntry[] = [
  route('orders', 'routes/orders/orders.tsx', { id: 'orders-index' }),
  route('orders/:tab', 'routes/orders/orders.tsx', { id: 'orders-tab' }),
  route('schedulesOrders', 'routes/orders/scheduled-orders.tsx'),
  route('orderDetailes/:id', 'routes/orders/order-details.tsx'),
  route('orderDetailes/:id/rate', 'routes/orders/order-rate.tsx'),
  route('orderDetailes/:id/return', 'routes/orders/order-return.tsx'),
  route('orderDetailes/:id/returnDetails', 'routes/orders/order-return-details.tsx'),
  route('orderDetailes/:id/chat', 'routes/orders/order-chat.tsx'),
  route('orderDetailes/:id/invoice', 'routes/orders/order-invoice.tsx'),
  route('tracking', 'routes/orders/tracking.tsx'),
  route('order-details', 'routes/orders/order-details-link.tsx'),
];
