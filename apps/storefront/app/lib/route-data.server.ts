import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { data } from 'react-router';
import { isApiError } from '@matjar/api-client';

/** A route's numeric id (`/products/12`); anything else is a page that does not exist. */
export function routeId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) {
    throw data(null, { status: 404 });
  }
  return id;
}

/**
 * Answers 404 when the store says the page's subject (a product, a category, a provider) does not
 * exist. Other failures (the store down, a timeout) still render the page: the browser shows the
 * region's error state and retries.
 */
export function throwIfNotFound(queryClient: QueryClient, queryKey: QueryKey): void {
  const error = queryClient.getQueryState(queryKey)?.error;
  if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
}

/** Seconds a client or crawler should wait before asking again for a page the store failed. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Whether a failure means the store is unavailable (unreachable, too slow, a 5xx or an answer that
 * is not the store's): the page is then served with 503, not a 200 of an error state.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!error) return false;
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid-response') {
    return true;
  }
  return (error.kind === 'http' || error.kind === 'exception') && (error.status ?? 500) >= 500;
}

/**
 * A page's loader answer: its payload, with status 503 and `Retry-After` when the store failed the
 * page's main data. The page still renders — the localized error state, which retries in the
 * browser — but caches and crawlers are told it is not the page.
 *
 * @example
 * return pageAnswer(payload, queryClient, catalogQueries.home(api, locale).queryKey);
 */
export function pageAnswer<T>(payload: T, queryClient: QueryClient, mainKey: QueryKey) {
  const error = queryClient.getQueryState(mainKey)?.error;
  if (!isStoreUnavailable(error)) return data(payload);
  return data(payload, {
    status: 503,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

/** The route's headers: the root's (the language cookie), and a 503 answer's `Retry-After`. */
export function retryAfterHeaders({
  loaderHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = loaderHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
