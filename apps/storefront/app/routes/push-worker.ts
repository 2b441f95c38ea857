import workerSource from '@matjar/push/firebase-messaging-sw.js?raw';
import { firebaseConfig } from '../lib/push-config.server.js';
import type { RouteHandle } from '../lib/route-handle.js';

/** Not a page: search engines neither index it nor find it in the sitemap. */
export const handle: RouteHandle = { indexed: false };

/**
 * `/firebase-messaging-sw.js`: the push service worker, at the site root where the push service
 * looks for it, with this server's push configuration set before it (none in the demo).
 */
export function loader() {
  const settings = JSON.stringify({ firebase: firebaseConfig() }).replace(/</g, '\\u003c');
  return new Response(`self.__MATJAR_PUSH__=${settings};\n${workerSource}`, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Browsers look for a new worker on each visit; this makes them ask this server each time.
      'Cache-Control': 'no-cache',
    },
  });
}
