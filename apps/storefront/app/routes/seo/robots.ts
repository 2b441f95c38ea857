import type { RouteHandle } from '../../lib/route-handle.js';
import { pageFactsOf, routePatterns } from '../../lib/route-facts.js';
import { publicOrigin } from '../../lib/seo.js';
import type { Route } from './+types/robots';

export const handle: RouteHandle = { indexed: false };

/**
 * The paths crawlers are asked to leave alone: every page only a customer may see, from the
 * routes' own facts (`handle.access`), each parameter written as robots.txt's `*`.
 */
export const customerPaths = (): string[] =>
  routePatterns
    .filter((pattern) => pattern !== '/*' && pageFactsOf(pattern).access !== 'anyone')
    .map((pattern) => pattern.replace(/:\w+/g, '*'))
    .sort();

/** `/robots.txt`: everything but a customer's pages may be crawled; the sitemap says what there is. */
export function loader({ request }: Route.LoaderArgs) {
  const lines = [
    'User-agent: *',
    ...customerPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
