import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@matjar/api-client';
import { updateGlobalStore, useGlobalStore, useHasToken, useSessionStore } from '@matjar/auth';
import { type CartOwner, cartQueries } from '../api/cart-queries.js';
import { announceCartChanged, cartCountQueryKey } from './use-sync-cart-count.js';

/** Who the cart belongs to: the customer (token) or this device (`mac_address`). */
export function useCartOwner(): CartOwner {
  const hasToken = useHasToken();
  const { mac_address: macAddress } = useGlobalStore();
  return hasToken || !macAddress ? {} : { mac_address: macAddress };
}

/**
 * After a change the server answers with the whole cart: it replaces the cached one, the header
 * badge shows its count, and the other open tabs are told.
 */
export function useCartChange<TInput>(change: (input: TInput) => Promise<Cart>) {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueries.cart(), cart);
      // The checkout's summary holds the same lines and totals: it is asked again.
      void queryClient.invalidateQueries({ queryKey: cartQueries.summaries() });
      updateGlobalStore(session, { cartCount: cart.count });
      // A count asked for before this change may still be on its way to the badge: the cached
      // count becomes this one, so that answer cannot bring the badge back to the old number.
      queryClient.setQueriesData<{ data: number }>({ queryKey: cartCountQueryKey }, (count) =>
        count === undefined ? count : { ...count, data: cart.count },
      );
      void queryClient.invalidateQueries({ queryKey: cartCountQueryKey });
      announceCartChanged();
    },
  });
}
