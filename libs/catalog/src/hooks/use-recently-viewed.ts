import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type Product, isApiError } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useLocale } from '@matjar/i18n';
import { catalogQueries } from '../api/catalog-queries.js';
import {
  EMPTY_RECENTLY_VIEWED,
  type RecentlyViewedView,
  forgetRecentlyViewed,
  readRecentlyViewedView,
  saveRecentlyViewedCard,
  subscribeRecentlyViewed,
} from '../lib/recently-viewed-store.js';

export interface UseRecentlyViewedOptions {
  /** A product to leave out: the one whose page is open. */
  excludeId?: number;
}

// The server knows nothing of this device: it renders an empty list, and so does hydration.
const getServerSnapshot = (): RecentlyViewedView => EMPTY_RECENTLY_VIEWED;

/**
 * The products this device viewed last, the most recent first, in the current language, kept in
 * sync with other tabs. Empty on the server and during hydration (the list lives in the browser),
 * so it never causes a hydration mismatch; filled right after.
 *
 * Each product is kept as it was seen in each language. One viewed only in the other language is
 * fetched in this one (the product page's query) and shown once it arrives, in its place; its card
 * in this language is then kept too. One the store cannot give (gone, offline) is left out, and
 * taken off the list when the store says it no longer exists: never an error on the page.
 *
 * Needs the `ApiClientProvider` and `QueryClientProvider` of the app.
 *
 * @example
 * const products = useRecentlyViewed({ excludeId: product.id });
 * if (products.length > 0) return <ProductRail products={products} … />;
 */
export function useRecentlyViewed({
  excludeId,
}: UseRecentlyViewedOptions = {}): readonly Product[] {
  const api = useApiClient();
  const locale = useLocale();
  const getSnapshot = useCallback(() => readRecentlyViewedView(locale), [locale]);
  const { products, missingIds } = useSyncExternalStore(
    subscribeRecentlyViewed,
    getSnapshot,
    getServerSnapshot,
  );
  // The open product's page records it in this language: no need to ask for it twice.
  const idsToFetch = useMemo(
    () => missingIds.filter((id) => id !== excludeId),
    [missingIds, excludeId],
  );
  const fetched = useQueries({
    queries: idsToFetch.map((id) => ({
      ...catalogQueries.product(api, locale, id),
      // The rail is a convenience: a product that fails to load is left out of it, nothing more.
      throwOnError: false,
    })),
  });

  useEffect(() => {
    fetched.forEach((result, index) => {
      const id = idsToFetch[index];
      if (id === undefined) return;
      if (result.data) saveRecentlyViewedCard(result.data, locale);
      else if (isApiError(result.error) && result.error.status === 404) forgetRecentlyViewed(id);
    });
  }, [fetched, idsToFetch, locale]);

  return useMemo(
    () =>
      excludeId === undefined || !products.some((product) => product.id === excludeId)
        ? products
        : products.filter((product) => product.id !== excludeId),
    [products, excludeId],
  );
}
