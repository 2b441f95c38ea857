import { PRODUCT_SORTS, type ProductSort } from '@matjar/api-client';
import { toAsciiDigits } from '@matjar/i18n';

/** How many products a page of a product list shows (the `per_page` of the list calls). */
export const PRODUCTS_PER_PAGE = 24;

/**
 * The sort, filters and page of a product list, as the list calls take them. An absent key is the
 * default: no sort (the store's own order), every price, discounted or not, every subcategory,
 * page 1.
 */
export interface ProductListParams {
  sort?: ProductSort;
  /** The lowest price, in riyals. */
  min_price?: number;
  /** The highest price, in riyals. */
  max_price?: number;
  /** `true` keeps only discounted products; absent (or `false`) keeps all. */
  discounted?: boolean;
  subcategory_id?: number;
  /** From 1; absent for the first page. */
  page?: number;
}

/** A change to `ProductListParams`: a key given as `undefined` removes it. */
export type ProductListChange = { [Key in keyof ProductListParams]?: ProductListParams[Key] };

/** The names of the parameters in a list page's URL, in the order `productListSearch` writes them. */
const searchKeys = {
  subcategory_id: 'sub',
  sort: 'sort',
  min_price: 'min',
  max_price: 'max',
  discounted: 'discounted',
  page: 'page',
} as const satisfies Record<keyof ProductListParams, string>;

/** Prices above this are not prices (and would print in exponent notation in a URL). */
const MAX_PRICE = 1_000_000_000;

const sorts: readonly string[] = PRODUCT_SORTS;

const isProductSort = (value: unknown): value is ProductSort =>
  typeof value === 'string' && sorts.includes(value);

/** A whole number from 1, or `undefined`. */
const positiveInteger = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isSafeInteger(value) && value >= 1 ? value : undefined;

/** A price from 0, rounded to halalas, or `undefined`. */
const price = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value >= 0 && value < MAX_PRICE
    ? Math.round(value * 100) / 100
    : undefined;

/**
 * Reads a price as a customer types it: ASCII or Arabic-Indic digits, a dot or the Arabic decimal
 * separator, spaces around it. Returns `undefined` for an empty text and `null` for a text that is
 * not a price ("abc", "-5", "1e3").
 *
 * @example
 * parsePrice('١٥٠'); // 150
 * parsePrice(''); // undefined
 * parsePrice('cheap'); // null
 */
export function parsePrice(text: string): number | undefined | null {
  const ascii = toAsciiDigits(text).trim();
  if (ascii === '') return undefined;
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(ascii)) return null;
  return price(Number(ascii)) ?? null;
}

/** A whole number from 1 as a URL writes it (Arabic-Indic digits accepted), or `undefined`. */
function parsePositiveInteger(text: string | null): number | undefined {
  if (text === null) return undefined;
  const ascii = toAsciiDigits(text).trim();
  return /^\d+$/.test(ascii) ? positiveInteger(Number(ascii)) : undefined;
}

/**
 * The canonical form of parameters: invalid values dropped, prices rounded and in order (the lower
 * one first), defaults (page 1, `discounted: false`) and `undefined` keys left out.
 */
function normalize(params: ProductListParams): ProductListParams {
  let min = price(params.min_price);
  let max = price(params.max_price);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const page = positiveInteger(params.page);
  const normalized: ProductListParams = {};
  const subcategory = positiveInteger(params.subcategory_id);
  if (subcategory !== undefined) normalized.subcategory_id = subcategory;
  if (isProductSort(params.sort)) normalized.sort = params.sort;
  if (min !== undefined) normalized.min_price = min;
  if (max !== undefined) normalized.max_price = max;
  if (params.discounted === true) normalized.discounted = true;
  if (page !== undefined && page > 1) normalized.page = page;
  return normalized;
}

/**
 * Reads a product list's sort, filters and page from its URL's query (`sort`, `min`, `max`,
 * `discounted=1`, `sub`, `page`). Never throws: an unknown sort, a page that is not a whole number
 * from 1 or a price that is not a number is left out, a minimum above the maximum is swapped, and
 * Arabic-Indic digits are read as digits.
 *
 * @example
 * parseProductListParams(new URLSearchParams('sort=price_low&min=١٠٠&page=2'));
 * // { sort: 'price_low', min_price: 100, page: 2 }
 */
export function parseProductListParams(search: URLSearchParams): ProductListParams {
  const text = (key: keyof ProductListParams) => search.get(searchKeys[key]);
  const priceOf = (key: 'min_price' | 'max_price') => parsePrice(text(key) ?? '') ?? undefined;
  const sort = text('sort');
  const discounted = text('discounted')?.trim().toLowerCase();
  return normalize({
    sort: isProductSort(sort) ? sort : undefined,
    min_price: priceOf('min_price'),
    max_price: priceOf('max_price'),
    discounted: discounted === '1' || discounted === 'true' ? true : undefined,
    subcategory_id: parsePositiveInteger(text('subcategory_id')),
    page: parsePositiveInteger(text('page')),
  });
}

/**
 * The URL query of a product list: the inverse of `parseProductListParams`, with the keys always in
 * the same order (`sub`, `sort`, `min`, `max`, `discounted`, `page`) and defaults left out, so each
 * list has one canonical URL.
 *
 * @example
 * `?${productListSearch({ sort: 'recent', page: 1 })}`; // "?sort=recent"
 */
export function productListSearch(params: ProductListParams): URLSearchParams {
  const normalized = normalize(params);
  const search = new URLSearchParams();
  for (const key of Object.keys(searchKeys) as (keyof ProductListParams)[]) {
    const value = normalized[key];
    if (value === undefined) continue;
    search.set(searchKeys[key], value === true ? '1' : String(value));
  }
  return search;
}

/**
 * A page's URL query with its product list's part replaced by `params` and its other keys (a
 * search's `q`, a campaign's tag) kept, in their order.
 *
 * @example
 * listSearchWith(new URLSearchParams('q=تمر&page=3'), { sort: 'recent' }).toString();
 * // "q=%D8%AA%D9%85%D8%B1&sort=recent"
 */
export function listSearchWith(
  current: URLSearchParams,
  params: ProductListParams,
): URLSearchParams {
  const listKeys: readonly string[] = Object.values(searchKeys);
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!listKeys.includes(key)) next.set(key, value);
  }
  for (const [key, value] of productListSearch(params)) next.set(key, value);
  return next;
}

/**
 * The parameters after a change, in canonical form. Any change other than the page (a sort, a
 * filter, a subcategory) goes back to the first page, since the old page number means nothing in
 * the new list.
 *
 * @example
 * withParams({ sort: 'recent', page: 3 }, { discounted: true }); // { sort: 'recent', discounted: true }
 * withParams({ sort: 'recent' }, { page: 2 }); // { sort: 'recent', page: 2 }
 */
export function withParams(
  current: ProductListParams,
  change: ProductListChange,
): ProductListParams {
  const before = normalize(current);
  const after = normalize({ ...before, ...change });
  const keys = Object.keys(searchKeys) as (keyof ProductListParams)[];
  const hasFilterChange = keys.some((key) => key !== 'page' && before[key] !== after[key]);
  if (hasFilterChange) delete after.page;
  return after;
}

/** How many filters are on: the discount filter and the price range (sort is not a filter). */
export function activeFilterCount(params: ProductListParams): number {
  const normalized = normalize(params);
  const hasPriceRange = normalized.min_price !== undefined || normalized.max_price !== undefined;
  return (normalized.discounted ? 1 : 0) + (hasPriceRange ? 1 : 0);
}
