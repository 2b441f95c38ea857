/** Categories, providers, products with variants, reviews, related products, search, favorites. */
export const catalogCalls = {};
