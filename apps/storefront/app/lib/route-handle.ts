import type { Params } from 'react-router';
import type { StartCallsHandle } from './start-calls.js';

/**
 * The page a nested page's back arrow leads to when the customer did not come to it from inside
 * the store (a shared link, a reload): a path, or one made from the route's parameters.
 */
export type BackTarget = string | ((params: Params) => string);

/** The shape of a page's skeleton, drawn while the page is on its way. */
export type PageShape = 'home' | 'product' | 'grid' | 'page';

/**
 * What the server and the shell know of a page before its module has loaded, as its route's
 * `handle` says. Each is written as a literal in the handle itself: the build reads them from the
 * route's source (`tools/vite/route-facts.ts`) into the table `pageFactsOf` looks paths up in.
 */
export interface PageFacts {
  /**
   * Who may see the page: `anyone` (the default); a signed-in `customer`, a visitor being sent to
   * sign in first, on the server and in the browser; or an `activated` customer, signed in or
   * holding the token of an activation that asked for the profile to be completed.
   */
  readonly access?: 'anyone' | 'customer' | 'activated';
  /**
   * How the page may be kept: `revalidate` (the default: the browser keeps it and asks again, the
   * page cache keeps a visitor's) or `no-store`. A customer's page is always `no-store`.
   */
  readonly cache?: 'revalidate' | 'no-store';
  /** Whether search engines may index the page: by default, unless it is `no-store`. */
  readonly indexed?: boolean;
  /** Whether the page shows a map: its policy admits Maps' sources and it opens as a document. */
  readonly map?: boolean;
  /** The skeleton drawn while navigating to the page: `page` by default. */
  readonly skeleton?: PageShape;
}

/**
 * What a route module says of its page in its `handle`: its facts (see `PageFacts`), the calls it
 * starts with (see `StartCallsHandle`) and, for a nested page, where its back arrow leads. A page
 * without `back` (home, the tab bar's pages, a result page) shows none.
 *
 * @example
 * export const handle = {
 *   access: 'customer',
 *   startCalls: ['orders'],
 *   back: '/orders',
 * } satisfies RouteHandle;
 */
export interface RouteHandle extends StartCallsHandle, PageFacts {
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
