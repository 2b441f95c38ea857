import { useSyncExternalStore } from 'react';
import { onDemand } from '@matjar/ui';
import {
  mayHaveRecentlyViewed,
  subscribeRecentlyViewed,
} from '../../lib/recently-viewed-presence.js';
import type { RecentlyViewedProps } from './recently-viewed.js';

const hasNone = () => false;

/** The rail's code (its cards, and the calls for products seen in the other language). */
const rail = onDemand<RecentlyViewedProps>(() =>
  import('./recently-viewed-rail.js').then((module) => module.RecentlyViewedRail),
);

/** Loads the rail's code ahead; never rejects. */
export const preloadRail = rail.preload;

/**
 * The band once the page is idle: nothing while the device's list is empty, else the rail, whose
 * code is fetched only then.
 */
export function RecentlyViewedBand(props: RecentlyViewedProps) {
  const hasAny = useSyncExternalStore(subscribeRecentlyViewed, mayHaveRecentlyViewed, hasNone);
  return hasAny ? <rail.Component {...props} /> : null;
}
