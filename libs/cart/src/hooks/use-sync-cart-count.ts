import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '@matjar/api-client/react';
import { updateGlobalStore, useGlobalStore, useHasToken, useSessionStore } from '@matjar/auth';

/** The query key of the cart count; invalidate it after anything that changes the cart. */
export const cartCountQueryKey = ['cart', 'count'] as const;

/** The channel on which a tab tells the store's other open tabs that the cart changed. */
const CART_CHANNEL = 'matjar-cart';

function openCartChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CART_CHANNEL);
}

/**
 * Tells the store's other open tabs that the cart changed (an add, a quantity, a removal, an
 * order, a sign-in or sign-out), so that their header badge asks for the new count at once.
 * The tab that changed the cart invalidates `cartCountQueryKey` itself.
 */
export function announceCartChanged(): void {
  const channel = openCartChannel();
  channel?.postMessage('changed');
  channel?.close();
}

/**
 * Keeps the global store's `cartCount` (the header badge) in step with `GET count-cart`: the
 * customer's cart with a token, the device's cart (`mac_address`) for a visitor — and with the
 * changes other open tabs announce.
 *
 * @example
 * function Shell() {
 *   useSyncCartCount();
 *   return <Header />;
 * }
 */
export function useSyncCartCount(): void {
  const api = useApiClient();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const hasToken = useHasToken();
  const { mac_address: macAddress } = useGlobalStore();
  const { data } = useQuery({
    queryKey: [...cartCountQueryKey, hasToken ? 'customer' : macAddress],
    queryFn: () => api.cart.count(hasToken ? {} : { mac_address: macAddress ?? undefined }),
    enabled: hasToken || Boolean(macAddress),
  });
  useEffect(() => {
    if (data) updateGlobalStore(store, { cartCount: data.data });
  }, [data, store]);
  useEffect(() => {
    const channel = openCartChannel();
    if (!channel) return undefined;
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: cartCountQueryKey });
    return () => channel.close();
  }, [queryClient]);
}
