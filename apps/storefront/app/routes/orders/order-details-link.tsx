import { redirect } from 'react-router';
import type { Route } from './+types/order-details-link';
import { orderPaths, positiveIdOf } from './order-paths.js';
import type { RouteHandle } from '../../lib/route-handle.js';

/**
 * The target of a push alert about an order (`/order-details?id=…`, also `order_id`): the order's
 * details page; without a readable id, the orders list.
 */

export const handle: RouteHandle = { cache: 'no-store' };

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = positiveIdOf(params.get('id') ?? params.get('order_id'));
  return redirect(id === undefined ? orderPaths.list() : orderPaths.details(id));
}
