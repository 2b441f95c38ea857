import { useSyncExternalStore } from 'react';
import { onDemand } from '@matjar/ui';
import { hasRecentlyViewed, subscribeRecentlyViewed } from '../../lib/recently-viewed-store.js';

export interface RecentlyViewedProps {
  /** A product to leave out: the one whose page is open. */
  excludeId?: number;
  /**
   * Called after the customer cleared the list. The band then disappears with the button that had
   * focus: move focus somewhere useful, or confirm with a toast.
   */
  onClear?: () => void;
}

const hasNone = () => false;

/** The rail's code (its cards, and the calls for products seen in the other language). */
const rail = onDemand<RecentlyViewedProps>(() =>
  import('./recently-viewed-rail.js').then((module) => module.RecentlyViewedRail),
);

/**
 * "Recently viewed": a rail of the products this device opened last, newest first, with a button
 * that clears the list. The list stays on the device (no account needed) and follows other tabs.
 * Cards are shown in the current language only: a product seen in the other language is fetched
 * in this one and joins the rail once it arrives (see `useRecentlyViewed`), so it needs the app's
 * `ApiClientProvider` and `QueryClientProvider`. Renders nothing at all while the list is empty,
 * which includes the server render and hydration. Its code is loaded only on a device that has
 * viewed a product: a first visit does not download it.
 *
 * @example
 * <RecentlyViewed excludeId={product.id} />
 */
export function RecentlyViewed(props: RecentlyViewedProps) {
  const hasAny = useSyncExternalStore(subscribeRecentlyViewed, hasRecentlyViewed, hasNone);
  return hasAny ? <rail.Component {...props} /> : null;
}

/**
 * Loads the rail's code ahead (a test, or a page about to show it); never rejects. Without it, the
 * rail's code is fetched the first time a device with viewed products draws `RecentlyViewed`.
 */
export const preloadRecentlyViewed = rail.preload;
