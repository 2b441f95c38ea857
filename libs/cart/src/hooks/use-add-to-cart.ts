import { useApiClient } from '@matjar/api-client/react';
import { useCartChange, useCartOwner } from './cart-change.js';

/** A product (and its variant) to put in the cart. */
export interface CartLineInput {
  product_id: number;
  /** Required when the product has variants. */
  variant_id?: number | undefined;
  /** Default 1. */
  quantity?: number | undefined;
}

/**
 * Puts a product in the cart: the customer's cart with a token, the device's cart otherwise. On
 * success the cart and the header badge show the new count at once, in this tab and in every other
 * open tab; a refused add (stock exceeded, variant missing) rejects with the store's `ApiError`.
 *
 * @example
 * const addToCart = useAddToCart();
 * addToCart.mutate(
 *   { product_id: 12, variant_id: 31, quantity: 2 },
 *   { onSuccess: () => toast({ title: added, variant: 'success' }) },
 * );
 */
export function useAddToCart() {
  const api = useApiClient();
  const owner = useCartOwner();
  return useCartChange(
    async (line: CartLineInput) => (await api.cart.add({ ...line, ...owner })).data,
  );
}
