import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { customerQueryMeta } from '@matjar/auth';
import type { ApiClient } from '@matjar/api-client';
import { PRODUCTS_PER_PAGE, type ProductListParams } from '../lib/product-list-params.js';

/** How many reviews the first page of reviews holds (the product page shows the newest). */
export const REVIEWS_PAGE_SIZE = 10;

/** A page of reviews to ask for: its number, counted in pages of `perPage` reviews. */
export interface ReviewsPageParam {
  page: number;
  perPage: number;
}

/**
 * The page sizes "Show more reviews" asks for, largest first: at most 100 (the store's limit).
 * Each must divide the number already loaded, so that pages follow on without a gap.
 */
const MORE_REVIEWS_PAGE_SIZES = [100, 50, 20, 10, 5, 2, 1] as const;

/**
 * The page after `loaded` reviews, as large as it can be while following on from them: 10 more
 * at first, then 20, then 100 at a time, so that a customer going through thousands of reviews
 * does not ask for them ten by ten.
 */
export function nextReviewsPage(loaded: number, total: number): ReviewsPageParam | undefined {
  if (loaded >= total) return undefined;
  const perPage = MORE_REVIEWS_PAGE_SIZES.find((size) => loaded % size === 0) ?? 1;
  return { page: loaded / perPage + 1, perPage };
}

/** Every product list of the store. */
export type ProductListSource =
  | { kind: 'category'; id: number }
  | { kind: 'provider'; id: number }
  | { kind: 'search'; q: string }
  | { kind: 'offers' }
  | { kind: 'newlyAdded' }
  | { kind: 'mostSelling' };

/** The query without `undefined` values, so equal queries make equal cache keys. */
function definedOf(query: ProductListParams): ProductListParams {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as ProductListParams;
}

function listFetcher(api: ApiClient, source: ProductListSource, query: ProductListParams) {
  const filters = { ...definedOf(query), per_page: PRODUCTS_PER_PAGE };
  const page = { page: query.page, per_page: PRODUCTS_PER_PAGE };
  return (signal: AbortSignal) => {
    switch (source.kind) {
      case 'category':
        return api.catalog.categoryProducts({ ...filters, id: source.id }, { signal });
      case 'provider':
        return api.catalog.providerProducts({ ...filters, id: source.id }, { signal });
      case 'search':
        return api.catalog.search({ ...filters, q: source.q }, { signal });
      case 'offers':
        return api.home.offers(page, { signal });
      case 'newlyAdded':
        return api.home.newlyAdded(page, { signal });
      case 'mostSelling':
        return api.home.mostSelling(page, { signal });
    }
  };
}

/**
 * Query options of the catalog, shared by the server render (prefetch, then dehydrate) and the
 * browser (hydrate, then use): the same key and function on both sides, so hydration needs no
 * request. Keys carry the language, since the store answers in it.
 */
export const catalogQueries = {
  all: ['catalog'] as const,

  home: (api: ApiClient, lang: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'home', lang] as const,
      queryFn: async ({ signal }) => (await api.home.sections({}, { signal })).data,
    }),

  categories: (api: ApiClient, lang: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'categories', lang] as const,
      queryFn: async ({ signal }) => (await api.catalog.categories({}, { signal })).data,
      staleTime: 5 * 60_000,
    }),

  /** A page of any product list: a category's, a provider's, search results, offers… */
  products: (api: ApiClient, lang: string, source: ProductListSource, query: ProductListParams) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'products', source, lang, definedOf(query)] as const,
      queryFn: async ({ signal }) => (await listFetcher(api, source, query)(signal)).data,
    }),

  provider: (api: ApiClient, lang: string, id: number) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'provider', id, lang] as const,
      queryFn: async ({ signal }) => (await api.catalog.provider({ id }, { signal })).data,
    }),

  product: (api: ApiClient, lang: string, id: number) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'product', id, lang] as const,
      queryFn: async ({ signal }) => (await api.catalog.product({ id }, { signal })).data,
    }),

  related: (api: ApiClient, lang: string, id: number) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'related', id, lang] as const,
      queryFn: async ({ signal }) => (await api.catalog.relatedProducts({ id }, { signal })).data,
    }),

  /** A product's reviews, newest first: the first ten, then larger pages (`nextReviewsPage`). */
  reviews: (api: ApiClient, lang: string, id: number) =>
    infiniteQueryOptions({
      queryKey: [...catalogQueries.all, 'reviews', id, lang] as const,
      queryFn: async ({ signal, pageParam }) =>
        (
          await api.catalog.productReviews(
            { id, page: pageParam.page, per_page: pageParam.perPage },
            { signal },
          )
        ).data,
      initialPageParam: { page: 1, perPage: REVIEWS_PAGE_SIZE } as ReviewsPageParam,
      getNextPageParam: (lastPage, pages) => {
        // A page past the end comes back empty: nothing more to ask for.
        if (lastPage.data.length === 0) return undefined;
        const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
        return nextReviewsPage(loaded, lastPage.pagination.total);
      },
    }),

  /** A page of the signed-in customer's favorites (the list page). */
  favorites: (api: ApiClient, lang: string, page: number) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'favorites', 'list', lang, page] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) =>
        (await api.catalog.favorites({ page, per_page: PRODUCTS_PER_PAGE }, { signal })).data,
    }),

  /** The signed-in customer's stock alerts, newest first, in the request's language. */
  stockAlerts: (api: ApiClient, lang: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'stock-alerts', lang] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.catalog.stockAlerts({}, { signal })).data,
    }),

  /**
   * The ids of every product the signed-in customer keeps in favorites: the one source of the
   * hearts on every card and page, so a product shows the same state wherever it appears.
   */
  favoriteIds: (api: ApiClient) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'favorites', 'ids'] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => {
        const ids: number[] = [];
        for (let page = 1, lastPage = 1; page <= lastPage; page += 1) {
          const { data } = await api.catalog.favorites({ page, per_page: 100 }, { signal });
          ids.push(...data.data.map((product) => product.id));
          lastPage = data.pagination.last_page;
        }
        return ids;
      },
    }),
};
