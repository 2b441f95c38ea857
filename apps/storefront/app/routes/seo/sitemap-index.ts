import type { RouteHandle } from '../../lib/route-handle.js';
import { sitemapResponse } from './sitemap.server.js';
import type { Route } from './+types/sitemap-index';

export const handle: RouteHandle = { indexed: false };

/** `/sitemap.xml`: the sitemap index, naming the store's pages' file and its products' files. */
export function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(request, null);
}
