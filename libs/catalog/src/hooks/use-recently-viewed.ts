import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Product } from '@matjar/api-client';
import {
  readRecentlyViewed,
  recordRecentlyViewed,
  subscribeRecentlyViewed,
} from '../lib/recently-viewed-store.js';

export interface UseRecentlyViewedOptions {
  /** A product to leave out: the one whose page is open. */
  excludeId?: number;
}

const NONE_ON_THE_SERVER: readonly Product[] = Object.freeze([]);

// The server knows nothing of this device: it renders an empty list, and so does hydration.
const getServerSnapshot = () => NONE_ON_THE_SERVER;

/**
 * The products this device viewed last, the most recent first, kept in sync with other tabs.
 * Empty on the server and during hydration (the list lives in the browser), so it never causes a
 * hydration mismatch; filled right after.
 *
 * @example
 * const products = useRecentlyViewed({ excludeId: product.id });
 * if (products.length > 0) return <ProductRail products={products} … />;
 */
export function useRecentlyViewed({
  excludeId,
}: UseRecentlyViewedOptions = {}): readonly Product[] {
  const products = useSyncExternalStore(
    subscribeRecentlyViewed,
    readRecentlyViewed,
    getServerSnapshot,
  );
  return useMemo(
    () =>
      excludeId === undefined || !products.some((product) => product.id === excludeId)
        ? products
        : products.filter((product) => product.id !== excludeId),
    [products, excludeId],
  );
}

/**
 * Records `product` as viewed on this device once it is known (pass `undefined` while it loads),
 * and again when another product is shown. Call it on the product page.
 *
 * @example
 * const { data: product } = useProduct(id);
 * useRecordRecentlyViewed(product);
 */
export function useRecordRecentlyViewed(product: Product | undefined): void {
  useEffect(() => {
    if (product) recordRecentlyViewed(product);
  }, [product]);
}
