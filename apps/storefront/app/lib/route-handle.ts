import type { Params } from 'react-router';
import type { StartCallsHandle } from './start-calls.js';

/**
 * The page a nested page's back arrow leads to when the customer did not come to it from inside
 * the store (a shared link, a reload): a path, or one made from the route's parameters.
 */
export type BackTarget = string | ((params: Params) => string);

/**
 * What a route module says of its page in its `handle`: the calls it starts with (see
 * `StartCallsHandle`) and, for a nested page, where its back arrow leads. A page without `back`
 * (home, the tab bar's pages, a result page) shows none.
 *
 * @example
 * export const handle = { startCalls: ['orders'], back: '/orders' } satisfies RouteHandle;
 */
export interface RouteHandle extends StartCallsHandle {
  readonly back?: BackTarget;
}

/** Where the back arrow of a matched route leads, or `undefined` when its page has none. */
export function backOf(route: {
  readonly handle: unknown;
  readonly params: Params;
}): string | undefined {
  const { handle } = route;
  const back: unknown =
    typeof handle === 'object' && handle !== null ? Reflect.get(handle, 'back') : undefined;
  if (typeof back === 'string') return back;
  if (typeof back === 'function') {
    const path: unknown = back(route.params);
    return typeof path === 'string' ? path : undefined;
  }
  return undefined;
}
