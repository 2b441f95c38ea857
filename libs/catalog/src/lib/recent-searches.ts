import {
  parseStoredJson,
  readStoredText,
  removeStored,
  subscribeStored,
  writeStoredJson,
} from './device-storage.js';

/** The localStorage key of the words this device searched for last. */
export const RECENT_SEARCHES_KEY = 'matjar_recent_searches';

/** How many searches the list keeps; the oldest goes first. */
export const RECENT_SEARCHES_LIMIT = 8;

const EMPTY_SEARCHES: readonly string[] = Object.freeze([]);

/** A search word as it is kept: trimmed, with its inner spaces collapsed. */
function tidy(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/** What makes two searches the same: "Dates " and "dates" are one search. */
function sameSearchKey(query: string): string {
  return tidy(query).toLocaleLowerCase();
}

/** The valid searches of a stored value, in stored order, each once, at most the limit. */
function searchesOf(stored: unknown): readonly string[] {
  if (!Array.isArray(stored)) return EMPTY_SEARCHES;
  const searches: string[] = [];
  const seen = new Set<string>();
  for (const item of stored) {
    if (typeof item !== 'string') continue;
    const query = tidy(item);
    const key = sameSearchKey(query);
    if (query === '' || seen.has(key)) continue;
    seen.add(key);
    searches.push(query);
    if (searches.length === RECENT_SEARCHES_LIMIT) break;
  }
  return searches.length > 0 ? Object.freeze(searches) : EMPTY_SEARCHES;
}

/** The last list read: kept for as long as the stored text is the same. */
let cache: { text: string | null; searches: readonly string[] } = {
  text: null,
  searches: EMPTY_SEARCHES,
};

/**
 * The words this device searched for last, the most recent first. Returns the same array until
 * the stored list changes, so it can be a `useSyncExternalStore` snapshot. A missing, corrupt or
 * foreign value reads as an empty list and invalid items are left out; it never throws.
 */
export function readRecentSearches(): readonly string[] {
  const text = readStoredText(RECENT_SEARCHES_KEY);
  if (text !== cache.text) cache = { text, searches: searchesOf(parseStoredJson(text)) };
  return cache.searches;
}

/**
 * Puts `query` first in the recent searches (trimmed, inner spaces collapsed), replacing the same
 * search in any case or spacing, and keeps at most {@link RECENT_SEARCHES_LIMIT}. A blank word is
 * not kept. Where nothing can be stored it does nothing, and never throws.
 */
export function recordRecentSearch(query: string): void {
  const search = tidy(query);
  if (search === '') return;
  const key = sameSearchKey(search);
  const others = readRecentSearches().filter((item) => sameSearchKey(item) !== key);
  writeStoredJson(RECENT_SEARCHES_KEY, [search, ...others].slice(0, RECENT_SEARCHES_LIMIT));
}

/** Empties the recent searches. */
export function clearRecentSearches(): void {
  removeStored(RECENT_SEARCHES_KEY);
}

/**
 * Calls `listener` when the recent searches change, in this tab or in another. Returns the
 * function that stops listening.
 */
export function subscribeRecentSearches(listener: () => void): () => void {
  return subscribeStored(RECENT_SEARCHES_KEY, listener);
}
