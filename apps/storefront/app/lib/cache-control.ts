import { pageFactsOf } from './route-facts.js';

/**
 * The Cache-Control of an HTML page, as its route's facts say: a customer's page and a page of
 * one's own (`cache: 'no-store'`) are never stored; other pages may be kept by the browser but are
 * revalidated, since they depend on the language cookie.
 */
export function htmlCacheControl(pathname: string): string {
  return pageFactsOf(pathname).cache === 'no-store' ? 'no-store' : 'private, no-cache';
}
