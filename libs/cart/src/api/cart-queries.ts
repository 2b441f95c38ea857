import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, OrderType } from '@matjar/api-client';
import { customerQueryMeta } from '@matjar/auth';

/** Who a cart belongs to: the customer of the client's token, or a device (`mac_address`). */
export interface CartOwner {
  mac_address?: string;
}

/**
 * The cart's query keys and options; the cart count's key belongs to the session (`@matjar/auth`).
 *
 * @example
 * // The storefront's server, drawing a customer's cart with their token:
 * await queryClient.prefetchQuery(cartQueries.lines(customerApi));
 */
export const cartQueries = {
  all: ['cart'] as const,
  cart: () => [...cartQueries.all, 'lines'] as const,
  /** The cart of `owner` (by default the customer of `api`'s token), dropped on sign-out. */
  lines: (api: ApiClient, owner: CartOwner = {}) =>
    queryOptions({
      queryKey: cartQueries.cart(),
      queryFn: async ({ signal }) => (await api.cart.show(owner, { signal })).data,
      meta: customerQueryMeta,
    }),
  summaries: () => [...cartQueries.all, 'summary'] as const,
  summary: (lang: string, locationId: number, orderType: OrderType) =>
    [...cartQueries.summaries(), lang, locationId, orderType] as const,
};
