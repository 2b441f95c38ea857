import type { DemoLang } from '../messages.js';
import {
  type CatalogState,
  type DemoProduct,
  type DemoProvider,
  type DemoReview,
  priceAfterDiscount,
} from '../seed/catalog.js';
import { publicBase } from '../public-url.js';

/** What the catalog's handlers look up often, built once per product list (not per request). */
export interface CatalogIndex {
  byId: Map<number, DemoProduct>;
  byCategory: Map<number, DemoProduct[]>;
  byProvider: Map<number, DemoProduct[]>;
  bySubcategory: Map<number, DemoProduct[]>;
  /** Product id → normalised name and brand in both languages, for search. */
  searchText: Map<number, string>;
  /** Each three-letter run of the search texts → the products whose text holds it. */
  trigrams: Map<string, DemoProduct[]>;
}

const indexes = new WeakMap<DemoProduct[], { size: number; index: CatalogIndex }>();
const reviewIndexes = new WeakMap<
  DemoReview[],
  { size: number; index: Map<number, DemoReview[]> }
>();

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Folds Arabic letter forms, diacritics, digits and case so that a search matches loosely: every
 * hamza seat (أ إ آ ؤ ئ) reads as its bare letter, alef wasla as alef, taa marbuta as ha, alef
 * maqsura and the Persian ya as ya, tatweel and harakat go, and Arabic-Indic and Persian digits
 * read as ASCII digits.
 */
export function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      // NFKD splits hamza and madda off their seat (أ إ آ → ا, ؤ → و, ئ → ي, each + a mark); the
      // marks then go with the harakat, the superscript alef and the Quranic marks (all \p{M}).
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/\u0640/g, '')
      .replace(/\u0671/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      // Keyboards with Persian digits type the Persian ya and kaf (ی ک) too.
      .replace(/\u06CC/g, 'ي')
      .replace(/\u06A9/g, 'ك')
      // The two digit blocks start at a code point ending in 0, so the low nibble is the digit.
      .replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function push<K, T>(map: Map<K, T[]>, key: K, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

const TRIGRAM = 3;

function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (let start = 0; start + TRIGRAM <= text.length; start += 1) {
    trigrams.add(text.slice(start, start + TRIGRAM));
  }
  return trigrams;
}

/**
 * The products whose name or brand (either language) holds every word of a search, loosely (see
 * `normalise`), in the catalog's order. A word of three letters or more is looked up through the
 * index's trigrams, so the cost follows the products that share them, not the catalog's size.
 */
export function searchMatches(catalog: CatalogState, q: string): DemoProduct[] {
  const index = catalogIndex(catalog);
  const words = normalise(q).split(' ').filter(Boolean);
  const textOf = (product: DemoProduct) => index.searchText.get(product.id) ?? '';
  const holdsEvery = (product: DemoProduct) =>
    words.every((word) => textOf(product).includes(word));
  let narrowest: DemoProduct[] | undefined;
  for (const word of words) {
    for (const trigram of word.length >= TRIGRAM ? trigramsOf(word) : []) {
      const holding = index.trigrams.get(trigram) ?? [];
      if (!narrowest || holding.length < narrowest.length) narrowest = holding;
    }
  }
  return (narrowest ?? catalog.products).filter(holdsEvery);
}

/** The index of the catalog's products; rebuilt only when products are added or replaced. */
export function catalogIndex(catalog: CatalogState): CatalogIndex {
  const cached = indexes.get(catalog.products);
  if (cached && cached.size === catalog.products.length) return cached.index;
  const index: CatalogIndex = {
    byId: new Map(),
    byCategory: new Map(),
    byProvider: new Map(),
    bySubcategory: new Map(),
    searchText: new Map(),
    trigrams: new Map(),
  };
  for (const product of catalog.products) {
    index.byId.set(product.id, product);
    push(index.byCategory, product.category_id, product);
    push(index.byProvider, product.provider_id, product);
    if (product.subcategory_id !== null) push(index.bySubcategory, product.subcategory_id, product);
    const text = normalise(
      `${product.name.ar} ${product.name.en} ${product.brand?.ar ?? ''} ${product.brand?.en ?? ''}`,
    );
    index.searchText.set(product.id, text);
    for (const trigram of trigramsOf(text)) push(index.trigrams, trigram, product);
  }
  indexes.set(catalog.products, { size: catalog.products.length, index });
  return index;
}

/** A product's reviews, newest first. */
export function reviewsOf(catalog: CatalogState, productId: number): DemoReview[] {
  let cached = reviewIndexes.get(catalog.reviews);
  if (!cached || cached.size !== catalog.reviews.length) {
    const index = new Map<number, DemoReview[]>();
    for (const review of catalog.reviews) push(index, review.product_id, review);
    for (const list of index.values()) {
      list.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    }
    cached = { size: catalog.reviews.length, index };
    reviewIndexes.set(catalog.reviews, cached);
  }
  return cached.index.get(productId) ?? [];
}

/** Where the demo's images and files are: the API's own origin (behind any proxy prefix). */
export const assetBase = publicBase;

/** Everything the views need from a request. */
export interface ViewContext {
  catalog: CatalogState;
  lang: DemoLang;
  base: string;
  favorites: ReadonlySet<number>;
}

export const finalPrice = (product: DemoProduct) =>
  priceAfterDiscount(product.price, product.discount);

/** A product as lists show it (the contract's `productSchema`). */
export function productCard(product: DemoProduct, view: ViewContext) {
  const provider = view.catalog.providers.find((candidate) => candidate.id === product.provider_id);
  return {
    id: product.id,
    name: product.name[view.lang],
    brand: product.brand?.[view.lang] ?? '',
    image: `${view.base}/__demo/images/products/${product.id}-1.webp`,
    price: finalPrice(product),
    price_before_discount: product.price,
    discount: product.discount,
    rating: product.rating ?? 0,
    reviews_count: product.reviews_count ?? 0,
    is_available: product.stock > 0,
    is_favorite: view.favorites.has(product.id),
    provider: { id: product.provider_id, name: provider?.name[view.lang] ?? '' },
    category_id: product.category_id,
    subcategory_id: product.subcategory_id,
  };
}

/** A product's page (the contract's `productDetailsSchema`). */
export function productDetails(product: DemoProduct, view: ViewContext) {
  const category = view.catalog.categories.find((item) => item.id === product.category_id);
  const subcategory = category?.subcategories.find((item) => item.id === product.subcategory_id);
  return {
    ...productCard(product, view),
    images: Array.from(
      { length: product.image_count ?? 1 },
      (_, index) => `${view.base}/__demo/images/products/${product.id}-${index + 1}.webp`,
    ),
    // The demo has no videos to serve; the field is there for the real store's.
    video: null,
    files: product.has_datasheet
      ? [
          {
            name: view.lang === 'ar' ? 'ورقة المواصفات' : 'Data sheet',
            url: `${view.base}/__demo/files/products/${product.id}-datasheet.txt`,
          },
        ]
      : [],
    description: product.description?.[view.lang] ?? '',
    stock: product.stock,
    quantity_limit: product.stock,
    weight: product.weight ?? null,
    calories: product.calories ?? null,
    daily_value: product.daily_value ?? null,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      color: variant.color ? { name: variant.color[view.lang], hex: variant.color.hex } : null,
      size: variant.size,
      price: priceAfterDiscount(variant.price, product.discount),
      price_before_discount: variant.price,
      stock: variant.stock,
      is_available: variant.stock > 0,
    })),
    category: { id: product.category_id, name: category?.name[view.lang] ?? '' },
    subcategory: subcategory ? { id: subcategory.id, name: subcategory.name[view.lang] } : null,
  };
}

/** A category with its subcategories (the contract's `categorySchema`). */
export function categoryView(category: CatalogState['categories'][number], view: ViewContext) {
  return {
    id: category.id,
    name: category.name[view.lang],
    image: `${view.base}/__demo/images/categories/${category.id}.webp`,
    subcategories: category.subcategories.map((subcategory) => ({
      id: subcategory.id,
      name: subcategory.name[view.lang],
    })),
  };
}

/** A provider as lists show it (the contract's `providerSchema`). */
export function providerView(provider: DemoProvider, view: ViewContext) {
  const city = view.catalog.cities.find((item) => item.id === provider.city_id);
  return {
    id: provider.id,
    name: provider.name[view.lang],
    image: `${view.base}/__demo/images/providers/${provider.id}.webp`,
    rating: provider.rating,
    reviews_count: provider.reviews_count,
    city: city?.name[view.lang] ?? '',
  };
}

/** Providers, best rated first. */
export function providersByRating(providers: readonly DemoProvider[]): DemoProvider[] {
  return [...providers].sort(
    (a, b) => b.rating - a.rating || b.reviews_count - a.reviews_count || a.id - b.id,
  );
}

export type ProductSort =
  'top_rated' | 'discounted' | 'recent' | 'price_high' | 'price_low' | 'best_selling';

type Compare = (a: DemoProduct, b: DemoProduct) => number;

/** Orders of product lists (spec §9); ties go to the lower id, so pages are stable. */
export const productOrder: Record<ProductSort, Compare> = {
  top_rated: (a, b) =>
    (b.rating ?? 0) - (a.rating ?? 0) ||
    (b.reviews_count ?? 0) - (a.reviews_count ?? 0) ||
    a.id - b.id,
  discounted: (a, b) => b.discount - a.discount || a.id - b.id,
  // ISO dates order as plain strings; a locale-aware comparison costs far more for nothing.
  recent: (a, b) => byTextDescending(a.created_at ?? '', b.created_at ?? '') || a.id - b.id,
  price_high: (a, b) => finalPrice(b) - finalPrice(a) || a.id - b.id,
  price_low: (a, b) => finalPrice(a) - finalPrice(b) || a.id - b.id,
  best_selling: (a, b) => (b.sold_count ?? 0) - (a.sold_count ?? 0) || a.id - b.id,
};

/** The first `count` items in `compare` order, without sorting the whole list. */
export function topOf(items: readonly DemoProduct[], count: number, compare: Compare) {
  const top: DemoProduct[] = [];
  for (const item of items) {
    if (top.length === count && compare(item, top[count - 1] as DemoProduct) >= 0) continue;
    let at = top.length;
    while (at > 0 && compare(item, top[at - 1] as DemoProduct) < 0) at -= 1;
    top.splice(at, 0, item);
    if (top.length > count) top.pop();
  }
  return top;
}

export interface ProductListQuery {
  sort?: ProductSort | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  discounted?: boolean | undefined;
  category_id?: number | undefined;
  subcategory_id?: number | undefined;
  provider_id?: number | undefined;
}

const byTextDescending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

const sortedLists = new WeakMap<
  readonly DemoProduct[],
  { size: number; bySort: Map<ProductSort, readonly DemoProduct[]> }
>();

/**
 * A list of products in one order, sorted once and kept while the list keeps its length (the
 * catalog's index makes new lists when products are added; the fields the orders read do not
 * change). Never mutate what it returns.
 */
export function sortedOf(products: readonly DemoProduct[], sort: ProductSort) {
  let cached = sortedLists.get(products);
  if (!cached || cached.size !== products.length) {
    cached = { size: products.length, bySort: new Map() };
    sortedLists.set(products, cached);
  }
  let sorted = cached.bySort.get(sort);
  if (!sorted) {
    sorted = [...products].sort(productOrder[sort]);
    cached.bySort.set(sort, sorted);
  }
  return sorted;
}

/**
 * The products a list query keeps, in its order (default: most recent first). The order comes from
 * `sortedOf`, so a category or a provider of a large catalog filters a list sorted once instead of
 * sorting on every request.
 */
export function sortAndFilter(
  products: readonly DemoProduct[],
  query: ProductListQuery,
): readonly DemoProduct[] {
  const sorted = sortedOf(products, query.sort ?? 'recent');
  const filtered =
    query.category_id !== undefined ||
    query.subcategory_id !== undefined ||
    query.provider_id !== undefined ||
    query.discounted ||
    query.min_price !== undefined ||
    query.max_price !== undefined;
  if (!filtered) return sorted;
  return sorted.filter(
    (product) =>
      (query.category_id === undefined || product.category_id === query.category_id) &&
      (query.subcategory_id === undefined || product.subcategory_id === query.subcategory_id) &&
      (query.provider_id === undefined || product.provider_id === query.provider_id) &&
      (!query.discounted || product.discount > 0) &&
      (query.min_price === undefined || finalPrice(product) >= query.min_price) &&
      (query.max_price === undefined || finalPrice(product) <= query.max_price),
  );
}
