/**
 * The storefront paths the catalog components link to.
 *
 * @example
 * <Link to={catalogPaths.product(product.id)}>{product.name}</Link>
 */
export const catalogPaths = {
  product: (id: number) => `/products/${id}`,
  category: (id: number) => `/categories/${id}`,
  provider: (id: number) => `/providers/${id}`,
  offers: '/offers',
  newlyAdded: '/newly-added',
  mostSelling: '/most-selling',
} as const;
