/**
 * How product lists may be sorted (spec §9), in a module of its own: a page that reads a sort from
 * its address checks it against this list without loading the catalog's schemas.
 */
export const PRODUCT_SORTS = [
  'top_rated',
  'discounted',
  'recent',
  'price_high',
  'price_low',
  'best_selling',
] as const;
