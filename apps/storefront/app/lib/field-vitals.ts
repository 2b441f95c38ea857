import type { Metric } from 'web-vitals';
import { routePatternOf } from './route-facts.js';

/** Where a page sends the Core Web Vitals its customer's browser measured (`server.mjs`). */
export const VITALS_PATH = '/vitals';

/** One measure as the server logs it: no path with ids, no query, nothing of the customer. */
export interface VitalReport {
  readonly name: Metric['name'];
  readonly value: number;
  readonly rating: Metric['rating'];
  readonly navigationType: Metric['navigationType'];
  /** The route pattern the page was measured on (`/products/:id`). */
  readonly page: string;
}

/** What is reported of `metric`, measured on the page at `pathname`. */
export function reportOf(metric: Metric, pathname: string): VitalReport {
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    navigationType: metric.navigationType,
    page: routePatternOf(pathname),
  };
}

/**
 * Measures this document's Core Web Vitals (LCP, INP, CLS, FCP, TTFB) with `web-vitals`, loaded
 * on demand, and sends what it has with `sendBeacon` whenever the page is hidden (the customer
 * switches tabs, leaves or closes it). Call it once, after the page is interactive: the measures
 * of what came before are read from the browser's buffered entries. Resolves once measuring has
 * started, or has been given up because its code could not be loaded; it never rejects.
 */
export function startFieldVitals(): Promise<void> {
  if (typeof navigator.sendBeacon !== 'function') return Promise.resolve();
  const pathname = window.location.pathname;
  const queue: VitalReport[] = [];
  const flush = () => {
    if (queue.length === 0) return;
    const body = JSON.stringify(queue.splice(0));
    navigator.sendBeacon(VITALS_PATH, new Blob([body], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const add = (metric: Metric) => queue.push(reportOf(metric, pathname));
      for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(add);
      performance.mark('matjar:field-vitals');
    },
    () => {
      // Its file could not be loaded (the connection dropped, or a new release replaced the
      // page's build): this page is not measured, and the customer sees nothing of it.
    },
  );
}
