import { isApiError } from '@matjar/api-client';
import {
  type SitemapPage,
  sitemapFiles,
  sitemapIndexXml,
  sitemapPagesOf,
  sitemapXml,
} from '@matjar/catalog';
import { pageFactsOf, routePatterns } from '../../lib/route-facts.js';
import { publicOrigin } from '../../lib/seo.js';
import { publicServerApi } from '../../lib/server-api.server.js';

/** How long a replica reuses a sitemap file it drew: crawlers ask for them again and again. */
const SITEMAP_KEPT_MS = 10 * 60 * 1000;
/** Files kept at once (the index and a file per 5,000 products, per public address). */
const SITEMAP_KEPT_FILES = 64;

const kept = new Map<string, { body: string; until: number }>();

/**
 * The store's pages without an id that search engines may index, from the routes' own facts
 * (`handle.indexed`, by default every page anyone may see and keep): home, the lists, the
 * information pages.
 */
export const indexedStaticPages = (): SitemapPage[] =>
  routePatterns
    .filter((pattern) => !/[:*]/.test(pattern) && pageFactsOf(pattern).indexed)
    .map((path) => ({ path }));

const xmlResponse = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });

const textResponse = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

/**
 * A file of the sitemap (`null` for `index`: the sitemap index), drawn from the store's calls in
 * the store's default language (a sitemap names no text), kept for ten minutes per public
 * address. A file the sitemap has not is 404; a store that does not answer, 503 with a time to
 * come back.
 */
export async function sitemapResponse(request: Request, file: string | null): Promise<Response> {
  const origin = publicOrigin(request);
  const key = `${origin} ${file ?? 'index'}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.until > now) return xmlResponse(hit.body);
  const api = publicServerApi('ar');
  let body: string;
  try {
    if (file === null) {
      body = sitemapIndexXml(origin, await sitemapFiles(api));
    } else {
      const pages = await sitemapPagesOf(api, file, indexedStaticPages());
      if (!pages) return textResponse(404, 'This sitemap file does not exist.\n');
      body = sitemapXml(origin, pages);
    }
  } catch (error) {
    if (!isApiError(error) && !(error instanceof TypeError)) throw error;
    return textResponse(503, 'The store is not answering; try again later.\n', {
      'Retry-After': '60',
    });
  }
  if (kept.size >= SITEMAP_KEPT_FILES) kept.clear();
  kept.set(key, { body, until: now + SITEMAP_KEPT_MS });
  return xmlResponse(body);
}
