import type { ApiClient, SitemapEntry, SitemapKind } from '@matjar/api-client';
import { type Locale, locales } from '@matjar/i18n';
import { catalogPaths } from '../components/catalog-paths.js';

/**
 * Products listed by one sitemap file: each in every language, so 10,000 addresses, well under
 * the protocol's 50,000 (and its 50 MB).
 */
export const PRODUCTS_PER_SITEMAP = 5_000;

/** The most the store gives of a kind in one call (`catalog.sitemap`). */
const ENTRIES_PER_CALL = 1_000;

/** A page of the store as a sitemap lists it. */
export interface SitemapPage {
  /** Its path, without a language (`/products/12`). */
  path: string;
  /** When what it shows last changed (ISO 8601). */
  lastmod?: string;
}

/** One file of a sitemap index. */
export interface SitemapFile {
  /** Its name under `/sitemaps/`: `pages.xml`, `products-1.xml`… */
  name: string;
  lastmod?: string;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

/** A time as the protocol writes it (W3C date and time, UTC, to the second). */
const w3cTime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The address of a page in a language (as its canonical link gives it), or without one. */
export const pageAddress = (origin: string, path: string, locale?: Locale): string =>
  `${origin}${path}${locale ? `?lang=${locale}` : ''}`;

/**
 * A sitemap (`<urlset>`) of `pages`: each page once per language, each naming its versions in
 * every language and the one without a language (`x-default`) as alternates.
 *
 * @example
 * sitemapXml('https://matjar.sa', [{ path: '/products/12', lastmod: '2026-11-30T09:00:00Z' }]);
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${xml(pageAddress(origin, path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageAddress(origin, path))}"/>`,
    ].join('');
    const modified = lastmod ? `<lastmod>${w3cTime(lastmod)}</lastmod>` : '';
    return locales.map(
      (locale) =>
        `<url><loc>${xml(pageAddress(origin, path, locale))}</loc>${modified}${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** A sitemap index of `files`, each under `/sitemaps/` on `origin`. */
export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const entries = files.map(
    ({ name, lastmod }) =>
      `<sitemap><loc>${xml(`${origin}/sitemaps/${name}`)}</loc>${
        lastmod ? `<lastmod>${w3cTime(lastmod)}</lastmod>` : ''
      }</sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</sitemapindex>\n'
  );
}

/** The entries of a kind from `first` (counted from 0), at most `count`, a call per thousand. */
async function entriesOf(
  api: ApiClient,
  kind: SitemapKind,
  first = 0,
  count = Number.POSITIVE_INFINITY,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let page = Math.floor(first / ENTRIES_PER_CALL) + 1;
  for (;;) {
    const { data } = await api.catalog.sitemap({ kind, page, per_page: ENTRIES_PER_CALL });
    entries.push(...data.data);
    if (page >= data.pagination.last_page || entries.length >= count) break;
    page += 1;
  }
  const skipped = first % ENTRIES_PER_CALL;
  return entries.slice(skipped, skipped + count);
}

const newest = (entries: readonly { updated_at: string }[]) =>
  entries.reduce<string | undefined>(
    (latest, entry) =>
      latest === undefined || entry.updated_at > latest ? entry.updated_at : latest,
    undefined,
  );

/** The file of the sitemap that lists `pages` and the store's categories and providers. */
const PAGES_FILE = 'pages.xml';
const productsFile = (index: number) => `products-${index}.xml`;

/**
 * The files of the store's sitemap: one of its pages, categories and providers, and one per
 * `PRODUCTS_PER_SITEMAP` products (none without products).
 */
export async function sitemapFiles(api: ApiClient): Promise<SitemapFile[]> {
  const { data } = await api.catalog.sitemap({ kind: 'products', per_page: 1 });
  const fileCount = Math.ceil(data.pagination.total / PRODUCTS_PER_SITEMAP);
  return [
    { name: PAGES_FILE },
    ...Array.from({ length: fileCount }, (_, index) => ({ name: productsFile(index + 1) })),
  ];
}

/**
 * The pages one file of the sitemap lists (`name` as `sitemapFiles` gives it): for `pages.xml`,
 * `pages` (the store's pages without an id, from its routes) with its categories and providers;
 * for `products-N.xml`, the Nth share of the products. `null` for a file the sitemap has not.
 */
export async function sitemapPagesOf(
  api: ApiClient,
  name: string,
  pages: readonly SitemapPage[],
): Promise<SitemapPage[] | null> {
  if (name === PAGES_FILE) {
    const [categories, providers] = await Promise.all([
      entriesOf(api, 'categories'),
      entriesOf(api, 'providers'),
    ]);
    const lastChange = newest([...categories, ...providers]);
    return [
      ...pages.map((page) => ({ ...page, lastmod: page.path === '/' ? lastChange : undefined })),
      ...categories.map(({ id, updated_at }) => ({
        path: catalogPaths.category(id),
        lastmod: updated_at,
      })),
      ...providers.map(({ id, updated_at }) => ({
        path: catalogPaths.provider(id),
        lastmod: updated_at,
      })),
    ];
  }
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const first = (Number(match[1]) - 1) * PRODUCTS_PER_SITEMAP;
  const { data } = await api.catalog.sitemap({ kind: 'products', per_page: 1 });
  if (first >= data.pagination.total) return null;
  const products = await entriesOf(api, 'products', first, PRODUCTS_PER_SITEMAP);
  return products.map(({ id, updated_at }) => ({
    path: catalogPaths.product(id),
    lastmod: updated_at,
  }));
}
