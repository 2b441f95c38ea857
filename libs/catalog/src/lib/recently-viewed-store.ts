import { type Product, productSchema } from '@matjar/api-client';
import { type Locale, locales } from '@matjar/i18n';
import {
  parseStoredJson,
  readStoredText,
  removeStored,
  writeStoredJson,
} from './device-storage.js';
import { RECENTLY_VIEWED_KEY } from './recently-viewed-presence.js';

export { RECENTLY_VIEWED_KEY, subscribeRecentlyViewed } from './recently-viewed-presence.js';

/** How many products the list keeps; the oldest goes first. */
export const RECENTLY_VIEWED_LIMIT = 12;

/**
 * A viewed product as stored: its id, when it was last viewed (epoch ms), and its card (the fields
 * of a product card) in each language it has been seen in. The store names products, brands and
 * providers in the language of the request, so a card is only ever shown in its own language.
 */
export interface RecentlyViewedEntry {
  id: number;
  viewed_at: number;
  cards: Partial<Record<Locale, Product>>;
}

/** The list as one language reads it. */
export interface RecentlyViewedView {
  /** The cards in this language, in viewed order, of the products that have one. */
  products: readonly Product[];
  /** The products listed without a card in this language, in viewed order: to be fetched. */
  missingIds: readonly number[];
}

interface ViewedList {
  /** The stored text this list was read from. */
  text: string | null;
  entries: readonly RecentlyViewedEntry[];
  /** The views of the list already asked for, by language. */
  views: Map<Locale, RecentlyViewedView>;
}

/** The view of an empty list, in every language. */
export const EMPTY_RECENTLY_VIEWED: RecentlyViewedView = Object.freeze({
  products: Object.freeze([]),
  missingIds: Object.freeze([]),
});

/** The card fields of `value` (a product page's extra fields dropped), or `null` if it is none. */
function toCardProduct(value: unknown): Product | null {
  const result = productSchema['~standard'].validate(value);
  // The product schema is synchronous; a promise would mean a schema this code does not know.
  if (result instanceof Promise || result.issues) return null;
  return result.value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function viewedAtOf(item: Record<string, unknown>): number {
  const viewedAt = item['viewed_at'];
  return typeof viewedAt === 'number' && Number.isFinite(viewedAt) ? viewedAt : 0;
}

/**
 * A stored item as an entry, or `null` when it is none. An item of the first format (a product
 * card with `viewed_at`, saved before cards were kept per language) keeps its place and time, but
 * not its card: nothing says which language that card is in.
 */
function entryOf(item: unknown): RecentlyViewedEntry | null {
  if (!isRecord(item)) return null;
  if (!('cards' in item)) {
    const legacy = toCardProduct(item);
    return legacy ? { id: legacy.id, viewed_at: viewedAtOf(item), cards: {} } : null;
  }
  const { id, cards } = item;
  if (!isProductId(id) || !isRecord(cards)) return null;
  const entry: RecentlyViewedEntry = { id, viewed_at: viewedAtOf(item), cards: {} };
  for (const locale of locales) {
    const card = toCardProduct(cards[locale]);
    // A card of another product would show under this one's link.
    if (card && card.id === id) entry.cards[locale] = card;
  }
  return entry;
}

/** The valid entries of a stored value, in stored order, each product once, at most the limit. */
function listOf(text: string | null): ViewedList {
  const stored = parseStoredJson(text);
  const entries: RecentlyViewedEntry[] = [];
  if (Array.isArray(stored)) {
    const seen = new Set<number>();
    for (const item of stored) {
      const entry = entryOf(item);
      if (!entry || seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
      if (entries.length === RECENTLY_VIEWED_LIMIT) break;
    }
  }
  return { text, entries, views: new Map() };
}

function viewOf(entries: readonly RecentlyViewedEntry[], locale: Locale): RecentlyViewedView {
  const products: Product[] = [];
  const missingIds: number[] = [];
  for (const entry of entries) {
    const card = entry.cards[locale];
    if (card) products.push(card);
    else missingIds.push(entry.id);
  }
  if (products.length === 0 && missingIds.length === 0) return EMPTY_RECENTLY_VIEWED;
  return Object.freeze({
    products: Object.freeze(products),
    missingIds: Object.freeze(missingIds),
  });
}

/** The last list read: kept for as long as the stored text is the same. */
let cache: ViewedList = { text: null, entries: [], views: new Map() };

function currentList(): ViewedList {
  const text = readStoredText(RECENTLY_VIEWED_KEY);
  if (text !== cache.text) cache = listOf(text);
  return cache;
}

/** Stores `entries`, unless they are what is stored already (which would wake every listener). */
function writeEntries(list: ViewedList, entries: readonly RecentlyViewedEntry[]): void {
  if (JSON.stringify(entries) === list.text) return;
  writeStoredJson(RECENTLY_VIEWED_KEY, entries);
}

/**
 * The recently viewed list as `locale` shows it: the cards in that language, the most recent
 * first, and the products that have none in it yet. Returns the same object until the stored list
 * changes, so it can be a `useSyncExternalStore` snapshot. A missing, corrupt or foreign value
 * reads as an empty list and invalid items are left out; it never throws.
 */
export function readRecentlyViewedView(locale: Locale): RecentlyViewedView {
  const list = currentList();
  let view = list.views.get(locale);
  if (!view) {
    view = viewOf(list.entries, locale);
    list.views.set(locale, view);
  }
  return view;
}

/**
 * The products this device viewed last that have a card in `locale`, the most recent first; a
 * product only seen in the other language is left out (its card would show the other language's
 * names). Returns the same array until the stored list changes. Prices and stock are as they were
 * when each product was viewed.
 */
export function readRecentlyViewed(locale: Locale): readonly Product[] {
  return readRecentlyViewedView(locale).products;
}

/**
 * Puts `product`, as seen in `locale`, first in the recently viewed list (moving it there if it was
 * listed already, with its cards in other languages), keeping at most
 * {@link RECENTLY_VIEWED_LIMIT} products. Only the card fields are stored, so a product page's
 * details may be passed. Where nothing can be stored it does nothing, and never throws.
 */
export function recordRecentlyViewed(product: Product, locale: Locale): void {
  const card = toCardProduct(product);
  if (!card) return;
  const list = currentList();
  const previous = list.entries.find((entry) => entry.id === card.id);
  const others = list.entries.filter((entry) => entry !== previous);
  const viewed: RecentlyViewedEntry = {
    id: card.id,
    viewed_at: Date.now(),
    cards: { ...previous?.cards, [locale]: card },
  };
  writeEntries(list, [viewed, ...others].slice(0, RECENTLY_VIEWED_LIMIT));
}

/**
 * Keeps `product`, as fetched in `locale`, as the card in that language of a product already
 * listed, without moving it or changing when it was viewed. Does nothing when the product is not
 * (or no longer) listed; never throws.
 */
export function saveRecentlyViewedCard(product: Product, locale: Locale): void {
  const card = toCardProduct(product);
  if (!card) return;
  const list = currentList();
  if (!list.entries.some((entry) => entry.id === card.id)) return;
  writeEntries(
    list,
    list.entries.map((entry) =>
      entry.id === card.id ? { ...entry, cards: { ...entry.cards, [locale]: card } } : entry,
    ),
  );
}

/** Takes the product `id` off the list (the store no longer has it); never throws. */
export function forgetRecentlyViewed(id: number): void {
  const list = currentList();
  if (!list.entries.some((entry) => entry.id === id)) return;
  writeEntries(
    list,
    list.entries.filter((entry) => entry.id !== id),
  );
}

/** Empties the recently viewed list. */
export function clearRecentlyViewed(): void {
  removeStored(RECENTLY_VIEWED_KEY);
}
