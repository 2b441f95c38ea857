import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@matjar/api-client';
import { customerQueryMeta } from '@matjar/auth';

/**
 * Query options of the customer's orders. Keys carry the language, since the store names products,
 * statuses and reasons in the request's language.
 */
export const orderQueries = {
  all: ['orders'] as const,

  /** The prefix of every order's details, in every language (to invalidate them all). */
  detailsOf: (id: number) => [...orderQueries.all, 'details', id] as const,

  /** An order with its items, amounts, delegate, reasons and what may be done with it. */
  details: (api: ApiClient, lang: string, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.detailsOf(id), lang] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.orders.show({ id }, { signal })).data,
    }),
};
