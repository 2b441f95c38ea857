// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createApiClient } from '@matjar/api-client';
import {
  PRODUCTS_PER_SITEMAP,
  sitemapFiles,
  sitemapIndexXml,
  sitemapPagesOf,
  sitemapXml,
} from './sitemap.js';

const schemaDir = join(import.meta.dirname, 'sitemap-schema');
const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(join(schemaDir, fileName), 'utf8'),
});

/** Checks a document against the protocol's schema, as xmllint does; the errors it finds. */
async function schemaErrors(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schemaFile(schema)],
    preload: [schemaFile('common.xsd'), schemaFile('xhtml-link.xsd')],
  });
  return result.errors.map((error) => error.rawMessage);
}

const ORIGIN = 'https://shop.matjar.test';

describe('sitemapXml', () => {
  it('lists each page once per language, naming every version as an alternate', async () => {
    const xml = sitemapXml(ORIGIN, [
      { path: '/products/12', lastmod: '2026-11-30T09:15:00.250Z' },
      { path: '/aboutUs' },
    ]);
    expect(await schemaErrors(xml, 'sitemap.xsd')).toEqual([]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${ORIGIN}/products/12?lang=ar`,
      `${ORIGIN}/products/12?lang=en`,
      `${ORIGIN}/aboutUs?lang=ar`,
      `${ORIGIN}/aboutUs?lang=en`,
    ]);
    const firstUrl = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'));
    expect(firstUrl).toContain('<lastmod>2026-11-30T09:15:00Z</lastmod>');
    expect(firstUrl).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/products/12?lang=en"/>`,
    );
    expect(firstUrl).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/products/12"/>`,
    );
  });

  it('writes an address with characters XML reserves so that it stays one address', async () => {
    const xml = sitemapXml("https://shop.matjar.test/o'neil&co", [{ path: '/faqs' }]);
    expect(await schemaErrors(xml, 'sitemap.xsd')).toEqual([]);
    expect(xml).toContain('<loc>https://shop.matjar.test/o&apos;neil&amp;co/faqs?lang=ar</loc>');
  });

  it('is checked by a schema that refuses a page without its address', async () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/faqs' }]).replace(/<loc>[^<]+<\/loc>/, '');
    expect(await schemaErrors(xml, 'sitemap.xsd')).not.toEqual([]);
  });
});

describe('sitemapIndexXml', () => {
  it('names each file of the sitemap under /sitemaps/', async () => {
    const xml = sitemapIndexXml(ORIGIN, [
      { name: 'pages.xml' },
      { name: 'products-1.xml', lastmod: '2026-12-01T00:00:00Z' },
    ]);
    expect(await schemaErrors(xml, 'siteindex.xsd')).toEqual([]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
    ]);
  });
});

/** A store of `products` products, 4 categories and 3 providers; the calls it was asked. */
function storeOf(products: number) {
  const asked: string[] = [];
  const counts = { products, categories: 4, providers: 3 };
  const api = createApiClient({
    baseUrl: 'http://store.test/api/',
    getToken: () => undefined,
    getLang: () => 'ar',
    retries: 0,
    fetch: async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(`${url.pathname}${url.search}`);
      const kind = url.pathname.split('/').at(-1) as keyof typeof counts;
      const total = counts[kind];
      const perPage = Number(url.searchParams.get('per_page') ?? 1000);
      const page = Number(url.searchParams.get('page') ?? 1);
      const first = (page - 1) * perPage;
      const data = Array.from(
        { length: Math.max(0, Math.min(perPage, total - first)) },
        (_, i) => ({
          id: first + i + 1,
          updated_at: new Date(Date.UTC(2026, 0, 1) + (first + i) * 60_000).toISOString(),
        }),
      );
      const body = {
        key: 'success',
        msg: '',
        data: {
          data,
          pagination: {
            total,
            per_page: perPage,
            current_page: page,
            last_page: Math.max(1, Math.ceil(total / perPage)),
          },
        },
      };
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { api, asked };
}

describe('the sitemap of a store', () => {
  it('has one file of its pages, and one per 5,000 products', async () => {
    expect((await sitemapFiles(storeOf(12_345).api)).map((file) => file.name)).toEqual([
      'pages.xml',
      'products-1.xml',
      'products-2.xml',
      'products-3.xml',
    ]);
    expect((await sitemapFiles(storeOf(0).api)).map((file) => file.name)).toEqual(['pages.xml']);
  });

  it('lists each product in exactly one file, and no file beyond the last', async () => {
    const { api } = storeOf(2 * PRODUCTS_PER_SITEMAP + 7);
    const ids: number[] = [];
    for (const name of ['products-1.xml', 'products-2.xml', 'products-3.xml']) {
      const pages = await sitemapPagesOf(api, name, []);
      ids.push(...(pages ?? []).map((page) => Number(page.path.split('/').at(-1))));
    }
    expect(ids).toHaveLength(2 * PRODUCTS_PER_SITEMAP + 7);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await sitemapPagesOf(api, 'products-4.xml', [])).toBeNull();
    expect(await sitemapPagesOf(api, 'products-0.xml', [])).toBeNull();
    expect(await sitemapPagesOf(api, 'orders.xml', [])).toBeNull();
  });

  it('asks the store for a file’s own products only, a thousand at a time', async () => {
    const { api, asked } = storeOf(12_345);
    const pages = await sitemapPagesOf(api, 'products-3.xml', []);
    expect(pages).toHaveLength(2_345);
    expect(pages?.[0]).toEqual({
      path: '/products/10001',
      lastmod: new Date(Date.UTC(2026, 0, 1) + 10_000 * 60_000).toISOString(),
    });
    expect(asked).toEqual([
      '/api/sitemap/products?per_page=1',
      '/api/sitemap/products?page=11&per_page=1000',
      '/api/sitemap/products?page=12&per_page=1000',
      '/api/sitemap/products?page=13&per_page=1000',
    ]);
  });

  it('lists the pages it is given with the categories and providers, home dated by the newest', async () => {
    const { api } = storeOf(10);
    const pages = await sitemapPagesOf(api, 'pages.xml', [{ path: '/' }, { path: '/faqs' }]);
    expect(pages?.map((page) => page.path)).toEqual([
      '/',
      '/faqs',
      '/categories/1',
      '/categories/2',
      '/categories/3',
      '/categories/4',
      '/providers/1',
      '/providers/2',
      '/providers/3',
    ]);
    expect(pages?.[0]?.lastmod).toBe(new Date(Date.UTC(2026, 0, 1) + 3 * 60_000).toISOString());
    expect(pages?.[1]?.lastmod).toBeUndefined();
  });
});
