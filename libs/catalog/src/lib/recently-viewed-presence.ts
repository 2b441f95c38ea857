import { parseStoredJson, readStoredText, subscribeStored } from './device-storage.js';

/** The localStorage key of the products this device viewed last. */
export const RECENTLY_VIEWED_KEY = 'matjar_recently_viewed';

const isProductId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The last stored text looked at, and whether it names a product. */
let last: { text: string | null; hasAny: boolean } = { text: null, hasAny: false };

/**
 * Whether the device's recently viewed list names any product: a look at the ids of the stored
 * list, without reading its cards, so that a page can tell whether to load the band's code. A
 * missing, corrupt or foreign value reads as none; it never throws. Returns the same answer until
 * the stored list changes (a `useSyncExternalStore` snapshot).
 */
export function mayHaveRecentlyViewed(): boolean {
  const text = readStoredText(RECENTLY_VIEWED_KEY);
  if (text !== last.text) {
    const value = parseStoredJson(text);
    const hasAny =
      Array.isArray(value) &&
      value.some(
        (item: unknown) =>
          typeof item === 'object' &&
          item !== null &&
          isProductId((item as Record<string, unknown>)['id']),
      );
    last = { text, hasAny };
  }
  return last.hasAny;
}

/**
 * Calls `listener` whenever the recently viewed list changes, in this tab or another; returns the
 * unsubscribe function.
 */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  return subscribeStored(RECENTLY_VIEWED_KEY, listener);
}
