/**
 * The storefront paths the catalog components link to.
 *
 * @example
 * <Link to={catalogPaths.product(product.id)}>{product.name}</Link>
 */
export const catalogPaths = {
  /** A product's page; with `variantId`, opened with that variant chosen. */
  product: (id: number, variantId?: number) =>
    variantId === undefined ? `/products/${id}` : `/products/${id}?variant=${variantId}`,
  category: (id: number) => `/categories/${id}`,
  provider: (id: number) => `/providers/${id}`,
  offers: '/offers',
  newlyAdded: '/newly-added',
  mostSelling: '/most-selling',
  /** The search page, where the search form is sent. */
  searchPage: '/search',
  /** The results of a search for `q`. */
  search: (q: string) => `/search?${new URLSearchParams({ q }).toString()}`,
} as const;
