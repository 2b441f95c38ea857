import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The cart and, with the checkout, its summary pages (guarded: customers only). */
export const cartRoutes: RouteConfigEntry[] = [route('cart', 'routes/cart/cart.tsx')];
