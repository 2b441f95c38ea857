import { useEffect, useState } from 'react';
import { onDemand, whenIdle } from '@matjar/ui';

export interface RecentlyViewedProps {
  /** A product to leave out: the one whose page is open. */
  excludeId?: number;
  /**
   * Called after the customer cleared the list. The band then disappears with the button that had
   * focus: move focus somewhere useful, or confirm with a toast.
   */
  onClear?: () => void;
}

/** The look at the device's list, and the rail's code behind it: fetched once the page is idle. */
const band = onDemand<RecentlyViewedProps>(() =>
  import('./recently-viewed-band.js').then((module) => module.RecentlyViewedBand),
);

/**
 * "Recently viewed": a rail of the products this device opened last, newest first, with a button
 * that clears the list. The list stays on the device (no account needed) and follows other tabs.
 * Cards are shown in the current language only: a product seen in the other language is fetched
 * in this one and joins the rail once it arrives (see `useRecentlyViewed`), so it needs the app's
 * `ApiClientProvider` and `QueryClientProvider`. Renders nothing at all while the list is empty,
 * which includes the server render and hydration. It looks at the device's list once the page is
 * idle, and the rail's code is loaded only on a device that has viewed a product: a first visit
 * does not download it, and no page waits for it.
 *
 * @example
 * <RecentlyViewed excludeId={product.id} />
 */
export function RecentlyViewed(props: RecentlyViewedProps) {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  return isIdle ? <band.Component {...props} /> : null;
}

/**
 * Loads the rail's code ahead (a test, or a page about to show it); never rejects. Without it, the
 * rail's code is fetched the first time a device with viewed products draws `RecentlyViewed`.
 */
export const preloadRecentlyViewed = async (): Promise<void> => {
  await band.preload();
  const module = await import('./recently-viewed-band.js');
  await module.preloadRail();
};
