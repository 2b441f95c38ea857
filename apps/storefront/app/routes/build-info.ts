import type { RouteHandle } from '../lib/route-handle.js';

/** Not a page: search engines neither index it nor find it in the sitemap. */
export const handle: RouteHandle = { indexed: false };

/**
 * The build this server runs (`/build.json`). Open tabs poll it hourly and offer a reload when it
 * differs from the build they were loaded from.
 */
export function loader() {
  return Response.json(
    { id: __MATJAR_BUILD_ID__, time: __MATJAR_BUILD_TIME__ },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
