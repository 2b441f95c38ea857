import { isRouteErrorResponse } from 'react-router';

/** What went wrong with a page, as its error page tells the customer. */
export type PageErrorKind = 'not-found' | 'connection-lost' | 'server';

/**
 * The messages with which browsers reject a request that never reached the server (no network, the
 * connection dropped, the host unreachable) — Chromium's, Firefox's and Safari's — for a `fetch`
 * (a page's data) and for a module `import()` (a page's code).
 */
const connectionFailures = [
  /^Failed to fetch$/,
  /^NetworkError when attempting to fetch resource\.?$/,
  /^Load failed$/,
  /^Failed to fetch dynamically imported module/,
  /^error loading dynamically imported module/,
  /^Importing a module script failed\.?$/,
];

/**
 * Which error page a route's error calls for: 404 for a page that does not exist, "no connection"
 * when the browser could not reach the store for the page's data or code (a navigation inside the
 * app while offline), and the 500 page for anything else. Only the browser's own `TypeError` of a
 * request that failed counts as a lost connection: an error the server sent, or one of our code,
 * is never taken for one.
 */
export function pageErrorKind(error: unknown): PageErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'not-found';
  if (
    error instanceof TypeError &&
    connectionFailures.some((failure) => failure.test(error.message))
  ) {
    return 'connection-lost';
  }
  return 'server';
}
