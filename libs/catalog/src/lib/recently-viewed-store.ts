import { type Product, productSchema } from '@matjar/api-client';
import {
  parseStoredJson,
  readStoredText,
  removeStored,
  subscribeStored,
  writeStoredJson,
} from './device-storage.js';

/** The localStorage key of the products this device viewed last. */
export const RECENTLY_VIEWED_KEY = 'matjar_recently_viewed';

/** How many products the list keeps; the oldest goes first. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** A viewed product as stored: the fields of a product card, and when it was viewed (epoch ms). */
type StoredProduct = Product & { viewed_at: number };

interface ViewedList {
  /** The stored text this list was read from. */
  text: string | null;
  entries: readonly StoredProduct[];
  products: readonly Product[];
}

const EMPTY_PRODUCTS: readonly Product[] = Object.freeze([]);

/** The card fields of `value` (a product page's extra fields dropped), or `null` if it is none. */
function toCardProduct(value: unknown): Product | null {
  const result = productSchema['~standard'].validate(value);
  // The product schema is synchronous; a promise would mean a schema this code does not know.
  if (result instanceof Promise || result.issues) return null;
  return result.value;
}

function viewedAtOf(item: unknown): number {
  const viewedAt =
    typeof item === 'object' && item !== null && 'viewed_at' in item ? item.viewed_at : undefined;
  return typeof viewedAt === 'number' && Number.isFinite(viewedAt) ? viewedAt : 0;
}

/** The valid products of a stored value, in stored order, each once, at most the limit. */
function listOf(text: string | null): ViewedList {
  const stored = parseStoredJson(text);
  const entries: StoredProduct[] = [];
  if (Array.isArray(stored)) {
    const seen = new Set<number>();
    for (const item of stored) {
      const product = toCardProduct(item);
      if (!product || seen.has(product.id)) continue;
      seen.add(product.id);
      entries.push({ ...product, viewed_at: viewedAtOf(item) });
      if (entries.length === RECENTLY_VIEWED_LIMIT) break;
    }
  }
  const products = entries.map(({ viewed_at: _viewedAt, ...product }) => product);
  return {
    text,
    entries,
    products: products.length > 0 ? Object.freeze(products) : EMPTY_PRODUCTS,
  };
}

/** The last list read: kept for as long as the stored text is the same. */
let cache: ViewedList = { text: null, entries: [], products: EMPTY_PRODUCTS };

function currentList(): ViewedList {
  const text = readStoredText(RECENTLY_VIEWED_KEY);
  if (text !== cache.text) cache = listOf(text);
  return cache;
}

/**
 * The products this device viewed last, the most recent first. Returns the same array until the
 * stored list changes, so it can be a `useSyncExternalStore` snapshot. A missing, corrupt or
 * foreign value reads as an empty list and invalid items are left out; it never throws. Prices
 * and stock are as they were when each product was viewed.
 */
export function readRecentlyViewed(): readonly Product[] {
  return currentList().products;
}

/**
 * Puts `product` first in the recently viewed list (moving it there if it was listed already),
 * keeping at most {@link RECENTLY_VIEWED_LIMIT} products. Only the card fields are stored, so a
 * product page's details may be passed. Where nothing can be stored it does nothing, and never
 * throws.
 */
export function recordRecentlyViewed(product: Product): void {
  const card = toCardProduct(product);
  if (!card) return;
  const others = currentList().entries.filter((entry) => entry.id !== card.id);
  const next: StoredProduct[] = [{ ...card, viewed_at: Date.now() }, ...others].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
  writeStoredJson(RECENTLY_VIEWED_KEY, next);
}

/** Empties the recently viewed list. */
export function clearRecentlyViewed(): void {
  removeStored(RECENTLY_VIEWED_KEY);
}

/**
 * Calls `listener` when the recently viewed list changes, in this tab or in another. Returns the
 * function that stops listening.
 */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  return subscribeStored(RECENTLY_VIEWED_KEY, listener);
}
