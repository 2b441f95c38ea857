import { isGuardedPath } from '@matjar/auth';

const USER_PAGES =
  /^\/(orders|orderDetailes|order-details|schedulesOrders|tracking|cart|wallet|profile|favorites|myAddresses|notifications|complaints|auth)(\/|$)/;

/**
 * The Cache-Control of an HTML page: customer pages are never stored; public pages may be kept by
 * the browser but are revalidated, since they depend on the language cookie.
 */
export function htmlCacheControl(pathname: string): string {
  return USER_PAGES.test(pathname) || isGuardedPath(pathname) ? 'no-store' : 'private, no-cache';
}
