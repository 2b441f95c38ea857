import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The cart and the checkout's pages (guarded: customers only). */
export const cartRoutes: RouteConfigEntry[] = [
  route('cart', 'routes/cart/cart.tsx'),
  route('cart/summary', 'routes/cart/checkout.tsx'),
  route('cart/change-location', 'routes/cart/change-location.tsx'),
  route('cart/completed', 'routes/cart/completed.tsx'),
];
