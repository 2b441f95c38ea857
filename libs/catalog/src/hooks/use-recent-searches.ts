import { useSyncExternalStore } from 'react';
import { readRecentSearches, subscribeRecentSearches } from '../lib/recent-searches.js';

const NONE_ON_THE_SERVER: readonly string[] = Object.freeze([]);

// The server knows nothing of this device: it renders an empty list, and so does hydration.
const getServerSnapshot = () => NONE_ON_THE_SERVER;

/**
 * The words this device searched for last, the most recent first, kept in sync with other tabs.
 * Empty on the server and during hydration, so it never causes a hydration mismatch.
 *
 * @example
 * const searches = useRecentSearches();
 */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribeRecentSearches, readRecentSearches, getServerSnapshot);
}
