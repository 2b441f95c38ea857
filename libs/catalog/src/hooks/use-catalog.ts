import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useLocale } from '@matjar/i18n';
import { type ProductListSource, catalogQueries } from '../api/catalog-queries.js';
import type { ProductListParams } from '../lib/product-list-params.js';

/**
 * Every category with its subcategories, from the server render's cache when there is one.
 *
 * @example
 * const category = useCategories().data?.find((item) => item.id === id);
 */
export function useCategories() {
  return useQuery(catalogQueries.categories(useApiClient(), useLocale()));
}

/**
 * One page of a product list (a category's, a provider's, search results, offers, newly added,
 * best sellers), sorted and filtered as `query` says. While another page or sort loads, the
 * previous page stays on screen.
 *
 * @example
 * const list = useProductList({ kind: 'category', id: 3 }, { sort: 'price_low', page: 2 });
 */
export function useProductList(
  source: ProductListSource,
  query: ProductListParams,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({
    ...catalogQueries.products(useApiClient(), useLocale(), source, query),
    placeholderData: (previous) => previous,
    enabled: isEnabled,
  });
}

/**
 * A provider's page: rating, description, address and categories.
 *
 * @example
 * const provider = useProvider(7);
 */
export function useProvider(id: number) {
  return useQuery(catalogQueries.provider(useApiClient(), useLocale(), id));
}

/**
 * A product's page: gallery, variants with stock, facts and rating.
 *
 * @example
 * const product = useProduct(12);
 */
export function useProduct(id: number) {
  return useQuery(catalogQueries.product(useApiClient(), useLocale(), id));
}

/**
 * Up to 10 products like this one.
 *
 * @example
 * const related = useRelatedProducts(12);
 */
export function useRelatedProducts(id: number) {
  return useQuery(catalogQueries.related(useApiClient(), useLocale(), id));
}

/**
 * A product's reviews, newest first, a page at a time (`fetchNextPage` for the previous ones).
 *
 * @example
 * const reviews = useProductReviews(12);
 * const all = reviews.data?.pages.flatMap((page) => page.data) ?? [];
 */
export function useProductReviews(id: number) {
  return useInfiniteQuery(catalogQueries.reviews(useApiClient(), useLocale(), id));
}
