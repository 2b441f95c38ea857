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
  sitemapEntrySchema,
  sitemapKindSchema,
  stockAlertSchema,
} from '../schemas/catalog.js';
import { idSchema, noDataSchema, pageQuerySchema, paginated } from '../schemas/common.js';

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
  /**
   * Every category with its subcategories.
   *
   * `GET categories` (`catalog.categories`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { id, name, image, subcategories }[].
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * Products of a category, sorted and filtered, a page at a time.
   *
   * `GET categories/{id}/products` (`catalog.categoryProducts`), for anyone, with or without a
   * token.
   *
   * Input: page?, per_page?, sort?, min_price?, max_price?, discounted?, subcategory_id?,
   * provider_id?, id.
   *
   * Data on success: page of { id, name, brand, image, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * Providers with their rating, best rated first; optionally those selling in a category.
   *
   * `GET providers` (`catalog.providers`), for anyone, with or without a token.
   *
   * Input: page?, per_page?, category_id?.
   *
   * Data on success: page of { id, name, image, rating, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * A provider's page: rating, description, address and categories.
   *
   * `GET providers/{id}` (`catalog.provider`), for anyone, with or without a token.
   *
   * Input: id.
   *
   * Data on success: { id, name, image, rating, reviews_count, city, cover, description, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * Products of a provider, sorted and filtered, a page at a time.
   *
   * `GET providers/{id}/products` (`catalog.providerProducts`), for anyone, with or without a
   * token.
   *
   * Input: page?, per_page?, sort?, min_price?, max_price?, discounted?, subcategory_id?,
   * category_id?, id.
   *
   * Data on success: page of { id, name, brand, image, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * A product's page: gallery, variants with stock, facts, rating and is_favorite.
   *
   * `GET products/{id}` (`catalog.product`), for anyone, with or without a token.
   *
   * Input: id.
   *
   * Data on success: { id, name, brand, image, price, price_before_discount, discount, rating, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * A product's reviews, newest first, a page at a time.
   *
   * `GET products/{id}/reviews` (`catalog.productReviews`), for anyone, with or without a token.
   *
   * Input: page?, per_page?, id.
   *
   * Data on success: page of { id, user, rating, comment, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * Up to 10 products like this one (same subcategory, then same category).
   *
   * `GET products/{id}/related` (`catalog.relatedProducts`), for anyone, with or without a token.
   *
   * Input: id.
   *
   * Data on success: { id, name, brand, image, … }[].
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * Products whose name or brand matches `q` (Arabic or English), sorted and filtered.
   *
   * `GET search` (`catalog.search`), for anyone, with or without a token.
   *
   * Input: page?, per_page?, sort?, min_price?, max_price?, discounted?, category_id?,
   * subcategory_id?, provider_id?, q.
   *
   * Data on success: page of { id, name, brand, image, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
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

  /**
   * Add a product to the favorites, or remove it if it is there; answers the new state.
   *
   * `POST products/{id}/favorite` (`catalog.toggleFavorite`), for signed-in customers (without a
   * token it fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: { product_id, is_favorite }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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

  /**
   * The customer's favorite products, most recently added first.
   *
   * `GET favorites` (`catalog.favorites`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, name, brand, image, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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

  /**
   * The store's public pages of a kind (products, categories, providers) by id, with the time what
   * each shows last changed, oldest id first, up to 1,000 a page: what search engines' sitemaps
   * list.
   *
   * `GET sitemap/{kind}` (`catalog.sitemap`), for anyone, with or without a token.
   *
   * Input: page?, per_page?, kind.
   *
   * Data on success: page of { id, updated_at }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  sitemap: defineCall({
    id: 'catalog.sitemap',
    method: 'GET',
    path: 'sitemap/{kind}',
    body: 'query',
    access: 'public',
    summary:
      "The store's public pages of a kind (products, categories, providers) by id, with the time what each shows last changed, oldest id first, up to 1,000 a page: what search engines' sitemaps list.",
    input: v.object({
      page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
      kind: sitemapKindSchema,
    }),
    output: paginated(sitemapEntrySchema),
  }),

  /**
   * The customer's stock alerts: the products (or variants) they asked to hear about when back in
   * stock, newest first.
   *
   * `GET stock-alerts` (`catalog.stockAlerts`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: —.
   *
   * Data on success: { id, product, variant, created_at }[].
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  stockAlerts: defineCall({
    id: 'catalog.stockAlerts',
    method: 'GET',
    path: 'stock-alerts',
    body: 'query',
    access: 'customer',
    summary:
      "The customer's stock alerts: the products (or variants) they asked to hear about when back in stock, newest first.",
    input: v.object({}),
    output: v.array(stockAlertSchema),
  }),

  /**
   * Ask to be told when a product that is out of stock (or one of its variants) is back: a
   * notification and a push alert when the store restocks it. Asking again changes nothing; a
   * product in stock is refused (`fail`).
   *
   * `POST products/{id}/stock-alert` (`catalog.addStockAlert`), for signed-in customers (without a
   * token it fails at once, unsent).
   *
   * Input: variant_id?, id.
   *
   * Data on success: { id, product, variant, created_at }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  addStockAlert: defineCall({
    id: 'catalog.addStockAlert',
    method: 'POST',
    path: 'products/{id}/stock-alert',
    body: 'form',
    access: 'customer',
    summary:
      'Ask to be told when a product that is out of stock (or one of its variants) is back: a notification and a push alert when the store restocks it. Asking again changes nothing; a product in stock is refused (`fail`).',
    input: v.object({ variant_id: v.optional(idSchema), id: idSchema }),
    output: stockAlertSchema,
  }),

  /**
   * Stop waiting for a product: the stock alert is forgotten.
   *
   * `DELETE stock-alerts/{id}` (`catalog.removeStockAlert`), for signed-in customers (without a
   * token it fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  removeStockAlert: defineCall({
    id: 'catalog.removeStockAlert',
    method: 'DELETE',
    path: 'stock-alerts/{id}',
    body: 'none',
    access: 'customer',
    summary: 'Stop waiting for a product: the stock alert is forgotten.',
    input: v.object({ id: idSchema }),
    output: noDataSchema,
  }),
};
