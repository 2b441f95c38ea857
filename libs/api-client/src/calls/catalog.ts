import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import {
  categorySchema,
  favoriteStateSchema,
  productDetailsSchema,
  productFiltersSchema,
  productSchema,
  providerDetailsSchema,
  providerSchema,
  reviewSchema,
} from '../schemas/catalog.js';
import { idSchema, pageQuerySchema, paginated } from '../schemas/common.js';

const {
  category_id: _category,
  provider_id: _provider,
  ...otherFilters
} = productFiltersSchema.entries;

interface PriceRange {
  min_price?: number | undefined;
  max_price?: number | undefined;
}

/** A product list's price range must not be upside down. */
const isPriceRange = (input: PriceRange) =>
  input.min_price === undefined ||
  input.max_price === undefined ||
  input.min_price <= input.max_price;

const PRICE_RANGE_MESSAGE = 'min_price must not be above max_price';

/** Categories, providers, products with variants, reviews, related products, search, favorites. */
export const catalogCalls = {
  categories: defineCall({
    id: 'catalog.categories',
    method: 'GET',
    path: 'categories',
    body: 'query',
    access: 'public',
    summary: 'Every category with its subcategories.',
    input: v.object({}),
    output: v.array(categorySchema),
  }),

  categoryProducts: defineCall({
    id: 'catalog.categoryProducts',
    method: 'GET',
    path: 'categories/{id}/products',
    body: 'query',
    access: 'public',
    summary: 'Products of a category, sorted and filtered, a page at a time.',
    input: v.pipe(
      v.object({
        ...pageQuerySchema.entries,
        ...otherFilters,
        provider_id: productFiltersSchema.entries.provider_id,
        id: idSchema,
      }),
      v.check((input) => isPriceRange(input), PRICE_RANGE_MESSAGE),
    ),
    output: paginated(productSchema),
  }),

  providers: defineCall({
    id: 'catalog.providers',
    method: 'GET',
    path: 'providers',
    body: 'query',
    access: 'public',
    summary:
      'Providers with their rating, best rated first; optionally those selling in a category.',
    input: v.object({ ...pageQuerySchema.entries, category_id: v.optional(idSchema) }),
    output: paginated(providerSchema),
  }),

  provider: defineCall({
    id: 'catalog.provider',
    method: 'GET',
    path: 'providers/{id}',
    body: 'query',
    access: 'public',
    summary: "A provider's page: rating, description, address and categories.",
    input: v.object({ id: idSchema }),
    output: providerDetailsSchema,
  }),

  providerProducts: defineCall({
    id: 'catalog.providerProducts',
    method: 'GET',
    path: 'providers/{id}/products',
    body: 'query',
    access: 'public',
    summary: 'Products of a provider, sorted and filtered, a page at a time.',
    input: v.pipe(
      v.object({
        ...pageQuerySchema.entries,
        ...otherFilters,
        category_id: productFiltersSchema.entries.category_id,
        id: idSchema,
      }),
      v.check((input) => isPriceRange(input), PRICE_RANGE_MESSAGE),
    ),
    output: paginated(productSchema),
  }),

  product: defineCall({
    id: 'catalog.product',
    method: 'GET',
    path: 'products/{id}',
    body: 'query',
    access: 'public',
    summary: "A product's page: gallery, variants with stock, facts, rating and is_favorite.",
    input: v.object({ id: idSchema }),
    output: productDetailsSchema,
  }),

  productReviews: defineCall({
    id: 'catalog.productReviews',
    method: 'GET',
    path: 'products/{id}/reviews',
    body: 'query',
    access: 'public',
    summary: "A product's reviews, newest first, a page at a time.",
    input: v.object({ ...pageQuerySchema.entries, id: idSchema }),
    output: paginated(reviewSchema),
  }),

  relatedProducts: defineCall({
    id: 'catalog.relatedProducts',
    method: 'GET',
    path: 'products/{id}/related',
    body: 'query',
    access: 'public',
    summary: 'Up to 10 products like this one (same subcategory, then same category).',
    input: v.object({ id: idSchema }),
    output: v.array(productSchema),
  }),

  search: defineCall({
    id: 'catalog.search',
    method: 'GET',
    path: 'search',
    body: 'query',
    access: 'public',
    summary: 'Products whose name or brand matches `q` (Arabic or English), sorted and filtered.',
    input: v.pipe(
      v.object({
        ...pageQuerySchema.entries,
        ...productFiltersSchema.entries,
        q: v.pipe(v.string(), v.trim(), v.minLength(1, 'The search word is required')),
      }),
      v.check((input) => isPriceRange(input), PRICE_RANGE_MESSAGE),
    ),
    output: paginated(productSchema),
  }),

  toggleFavorite: defineCall({
    id: 'catalog.toggleFavorite',
    method: 'POST',
    path: 'products/{id}/favorite',
    body: 'form',
    access: 'customer',
    summary: 'Add a product to the favorites, or remove it if it is there; answers the new state.',
    input: v.object({ id: idSchema }),
    output: favoriteStateSchema,
  }),

  favorites: defineCall({
    id: 'catalog.favorites',
    method: 'GET',
    path: 'favorites',
    body: 'query',
    access: 'customer',
    summary: "The customer's favorite products, most recently added first.",
    input: pageQuerySchema,
    output: paginated(productSchema),
  }),
};
