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
} as const;
