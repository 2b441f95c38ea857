import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken, usePrefetchDuringRender } from '@matjar/auth';
import { cartQueries } from '../api/cart-queries.js';
import { useCartChange, useCartOwner } from './cart-change.js';

/** The cart's query: the customer's cart (token) or this device's (`mac_address`). */
function useCartQuery() {
  const api = useApiClient();
  const owner = useCartOwner();
  const hasToken = useHasToken();
  return queryOptions({
    ...cartQueries.lines(api, owner),
    enabled: hasToken || owner.mac_address !== undefined,
  });
}

/**
 * The cart: its lines (unavailable ones flagged), coupon, totals and free-shipping progress, always
 * as the server computed them.
 *
 * @example
 * const cart = useCart();
 * if (cart.data?.lines.length === 0) return <EmptyCart shopHref="/" />;
 */
export function useCart() {
  return useQuery(useCartQuery());
}

/**
 * Asks for the cart as the calling component renders, when it is not cached or on its way: a page
 * hydrating from a server render without the cart (the server has no token) then has it by the
 * time it has hydrated, instead of asking once its effects have run.
 *
 * @example
 * usePrefetchCart();
 * const cart = useCart();
 */
export function usePrefetchCart(): void {
  const query = useCartQuery();
  usePrefetchDuringRender(query, query.enabled === true);
}

/**
 * Sets the quantity of a cart line; refused (with the store's message) beyond the stock.
 *
 * @example
 * useUpdateCartLine().mutate({ id: line.id, quantity: 3 });
 */
export function useUpdateCartLine() {
  const api = useApiClient();
  const owner = useCartOwner();
  return useCartChange(
    async ({ id, quantity }: { id: number; quantity: number }) =>
      (await api.cart.updateQuantity({ id, quantity, ...owner })).data,
  );
}

/**
 * Removes a line from the cart.
 *
 * @example
 * useRemoveCartLine().mutate(line.id);
 */
export function useRemoveCartLine() {
  const api = useApiClient();
  const owner = useCartOwner();
  return useCartChange(async (id: number) => (await api.cart.remove({ id, ...owner })).data);
}

/**
 * Applies a coupon; an unknown, expired or too-small-order code rejects with the store's message.
 *
 * @example
 * useApplyCoupon().mutate('WELCOME10');
 */
export function useApplyCoupon() {
  const api = useApiClient();
  const owner = useCartOwner();
  return useCartChange(
    async (code: string) => (await api.cart.applyCoupon({ code, ...owner })).data,
  );
}

/**
 * Takes the coupon off the cart.
 *
 * @example
 * useRemoveCoupon().mutate();
 */
export function useRemoveCoupon() {
  const api = useApiClient();
  const owner = useCartOwner();
  return useCartChange(async () => (await api.cart.removeCoupon(owner)).data);
}
