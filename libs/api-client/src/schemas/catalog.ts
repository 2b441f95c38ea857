import * as v from 'valibot';
import { idSchema, numberSchema, pageQuerySchema } from './common.js';
import { chosenVariantSchema } from './cart.js';
import { urlSchema } from './content.js';
import { PRODUCT_SORTS } from './product-sorts.js';

const moneySchema = v.pipe(numberSchema, v.minValue(0));
const countSchema = v.pipe(numberSchema, v.integer(), v.minValue(0));
const ratingSchema = v.pipe(numberSchema, v.minValue(0), v.maxValue(5));

/** A subcategory of a category. */
export const subcategorySchema = v.object({ id: idSchema, name: v.string() });

export type Subcategory = v.InferOutput<typeof subcategorySchema>;

/** A category with its subcategories. */
export const categorySchema = v.object({
  id: idSchema,
  name: v.string(),
  image: urlSchema,
  subcategories: v.array(subcategorySchema),
});

export type Category = v.InferOutput<typeof categorySchema>;

/** A provider (a store selling on Matjar) as lists show it. */
export const providerSchema = v.object({
  id: idSchema,
  name: v.string(),
  image: urlSchema,
  /** Average rating of its products, 0 to 5 (0 when none is rated). */
  rating: ratingSchema,
  reviews_count: countSchema,
  city: v.string(),
});

export type Provider = v.InferOutput<typeof providerSchema>;

/** A provider's page: the list fields plus description, address, cover and categories. */
export const providerDetailsSchema = v.object({
  ...providerSchema.entries,
  cover: urlSchema,
  description: v.string(),
  address: v.string(),
  products_count: countSchema,
  categories: v.array(v.object({ id: idSchema, name: v.string() })),
});

export type ProviderDetails = v.InferOutput<typeof providerDetailsSchema>;

/** A product as cards and lists show it. Prices are in SAR, VAT included. */
export const productSchema = v.object({
  id: idSchema,
  name: v.string(),
  brand: v.string(),
  image: urlSchema,
  /** What the customer pays for one unit. */
  price: moneySchema,
  /** The price before the discount; equal to `price` when there is none. */
  price_before_discount: moneySchema,
  /** Discount in percent, 0 when none. */
  discount: v.pipe(numberSchema, v.minValue(0), v.maxValue(100)),
  rating: ratingSchema,
  reviews_count: countSchema,
  /** Whether any unit is in stock. */
  is_available: v.boolean(),
  /** Whether the signed-in customer keeps it in favorites (always false for visitors). */
  is_favorite: v.boolean(),
  provider: v.object({ id: idSchema, name: v.string() }),
  category_id: idSchema,
  subcategory_id: v.nullable(idSchema),
});

export type Product = v.InferOutput<typeof productSchema>;

/** A colour and/or size of a product, with its own price and stock. */
export const productVariantSchema = v.object({
  id: idSchema,
  color: v.nullable(v.object({ name: v.string(), hex: v.pipe(v.string(), v.hexColor()) })),
  size: v.nullable(v.string()),
  price: moneySchema,
  price_before_discount: moneySchema,
  stock: countSchema,
  is_available: v.boolean(),
});

export type ProductVariant = v.InferOutput<typeof productVariantSchema>;

/** A file attached to a product (a data sheet, a manual). */
export const productFileSchema = v.object({ name: v.string(), url: urlSchema });

export type ProductFile = v.InferOutput<typeof productFileSchema>;

/** A product's page: the card fields plus gallery, media, description, variants and facts. */
export const productDetailsSchema = v.object({
  ...productSchema.entries,
  /** The gallery, the main image first. */
  images: v.array(urlSchema),
  video: v.nullable(urlSchema),
  files: v.array(productFileSchema),
  description: v.string(),
  /** Units in stock (summed over variants). */
  stock: countSchema,
  /** The most a customer may put in the cart at once: the stock. */
  quantity_limit: countSchema,
  /** Net weight in gm, when it matters. */
  weight: v.nullable(countSchema),
  /** kcal per serving, for food. */
  calories: v.nullable(countSchema),
  /** Share of the daily energy value per serving, in percent, for food. */
  daily_value: v.nullable(countSchema),
  /** Colour and size variants; empty when the product comes in one kind. */
  variants: v.array(productVariantSchema),
  category: v.object({ id: idSchema, name: v.string() }),
  subcategory: v.nullable(v.object({ id: idSchema, name: v.string() })),
});

export type ProductDetails = v.InferOutput<typeof productDetailsSchema>;

/** A customer's review of a product. */
export const reviewSchema = v.object({
  id: idSchema,
  user: v.object({ name: v.string(), image: v.nullable(urlSchema) }),
  rating: v.pipe(numberSchema, v.minValue(1), v.maxValue(5)),
  /** As the customer wrote it, in their own language. */
  comment: v.string(),
  /** ISO 8601 date and time. */
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});

export type Review = v.InferOutput<typeof reviewSchema>;

/** How product lists may be sorted (spec §9). */
export const productSortSchema = v.picklist(PRODUCT_SORTS);

export type ProductSort = v.InferOutput<typeof productSortSchema>;

const priceFilter = v.optional(v.pipe(v.number(), v.minValue(0)));

/**
 * Sorting and filters of product lists (spec §9). Prices compare with what the customer pays;
 * `discounted: true` keeps only discounted products (false or absent keeps all).
 */
export const productFiltersSchema = v.object({
  sort: v.optional(productSortSchema),
  min_price: priceFilter,
  max_price: priceFilter,
  discounted: v.optional(v.boolean()),
  category_id: v.optional(idSchema),
  subcategory_id: v.optional(idSchema),
  provider_id: v.optional(idSchema),
});

export type ProductFilters = v.InferInput<typeof productFiltersSchema>;

/** The query of a product list: a page, the sort and the filters. */
export const productQuerySchema = v.object({
  ...pageQuerySchema.entries,
  ...productFiltersSchema.entries,
});

export type ProductQuery = v.InferInput<typeof productQuerySchema>;

/** The answer of the favorites toggle. */
export const favoriteStateSchema = v.object({ product_id: idSchema, is_favorite: v.boolean() });

export type FavoriteState = v.InferOutput<typeof favoriteStateSchema>;

/** The kinds of public pages the store lists for search engines' sitemaps. */
export const sitemapKindSchema = v.picklist(['products', 'categories', 'providers']);

export type SitemapKind = v.InferOutput<typeof sitemapKindSchema>;

/** A public page of the store for a sitemap: its id, and when what it shows last changed. */
export const sitemapEntrySchema = v.object({
  id: idSchema,
  updated_at: v.pipe(v.string(), v.isoTimestamp()),
});

export type SitemapEntry = v.InferOutput<typeof sitemapEntrySchema>;

/**
 * A customer's wish to hear when a product (or one of its variants) is back in stock: the store
 * sends a notification, and a push alert, when it restocks it, and forgets the alert.
 */
export const stockAlertSchema = v.object({
  id: idSchema,
  product: productSchema,
  /** The variant waited for, when the product comes in several. */
  variant: v.optional(v.nullable(chosenVariantSchema), null),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});

export type StockAlert = v.InferOutput<typeof stockAlertSchema>;
