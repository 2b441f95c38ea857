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
