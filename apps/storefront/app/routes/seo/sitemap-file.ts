import type { RouteHandle } from '../../lib/route-handle.js';
import { sitemapResponse } from './sitemap.server.js';
import type { Route } from './+types/sitemap-file';

export const handle: RouteHandle = { indexed: false };

/** `/sitemaps/:file`: one file of the sitemap (`pages.xml`, `products-1.xml`…). */
export function loader({ request, params }: Route.LoaderArgs) {
  return sitemapResponse(request, params.file);
}
