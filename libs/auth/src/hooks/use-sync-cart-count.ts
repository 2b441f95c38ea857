import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '@matjar/api-client/react';
import { useGlobalStore, useHasToken, useSessionStore } from '../session/session-provider.js';
import { updateGlobalStore } from '../session/session-store.js';

/** The query key of the cart count; invalidate it after anything that changes the cart. */
export const cartCountQueryKey = ['cart', 'count'] as const;

/**
 * Keeps the global store's `cartCount` (the header badge) in step with `GET count-cart`: the
 * customer's cart with a token, the device's cart (`mac_address`) for a visitor.
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
}
