/** The query keys of the cart; the cart count's key belongs to the session (`@matjar/auth`). */
export const cartQueries = {
  all: ['cart'] as const,
  cart: () => [...cartQueries.all, 'lines'] as const,
};
