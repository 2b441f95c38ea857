import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPort, storefrontPort } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import { startServer, waitForServer } from './servers.js';
import { readSitemap } from './sitemaps.js';

/** Ports beside the suite's own servers, for a store of ten thousand products. */
const scaleApiPort = apiPort + 10;
const scaleStorefrontPort = storefrontPort + 10;
const products = 10_000;
const publicUrl = 'https://shop.matjar.test';

const servers: ChildProcess[] = [];

test.describe('a store of ten thousand products', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    servers.push(
      startServer('apps/demo-api/dist/main.js', {
        PORT: String(scaleApiPort),
        DEMO_API_PRODUCTS: String(products),
        DEMO_API_DATA: join(tmpdir(), `matjar-e2e-scale-${Date.now()}.json`),
      }),
      startServer('apps/storefront/server.mjs', {
        PORT: String(scaleStorefrontPort),
        MATJAR_API_URL: `http://localhost:${scaleApiPort}/`,
        // The address customers reach the store at, which its sitemap names.
        MATJAR_PUBLIC_URL: publicUrl,
      }),
    );
    await waitForServer(`http://localhost:${scaleApiPort}/health`);
    await waitForServer(`http://localhost:${scaleStorefrontPort}/build.json`);
  });

  test.afterAll(() => {
    for (const server of servers) server.kill();
  });

  test('renders one page of a category, never the whole catalog', async ({ request }) => {
    const url = `http://localhost:${scaleStorefrontPort}/categories/1?page=3`;
    const started = performance.now();
    const response = await request.get(url);
    const html = await response.text();
    const elapsed = performance.now() - started;
    expect(response.status()).toBe(200);
    const cards = new Set(html.match(/href="\/products\/\d+"/g));
    expect(cards.size).toBeGreaterThan(0);
    expect(cards.size).toBeLessThanOrEqual(60);
    expect(html).toContain('aria-current="page"');
    // The figures of this run, for the notes; the budget itself is checked by the bench.
    console.log(
      `category page, ${products} products: ${cards.size} cards, ${Math.round(html.length / 1024)} KB HTML, ${Math.round(elapsed)} ms`,
    );
  });

  test("pages its sitemap: every product once per language, in files under the protocol's limit", async () => {
    const { files, locs } = await readSitemap(`http://localhost:${scaleStorefrontPort}`);
    expect(files).toEqual([
      `${publicUrl}/sitemaps/pages.xml`,
      `${publicUrl}/sitemaps/products-1.xml`,
      `${publicUrl}/sitemaps/products-2.xml`,
    ]);
    const productLocs = locs.filter((loc) => loc.startsWith(`${publicUrl}/products/`));
    expect(productLocs).toHaveLength(products * 2);
    expect(new Set(productLocs).size).toBe(products * 2);
    const third = await fetch(`http://localhost:${scaleStorefrontPort}/sitemaps/products-3.xml`);
    expect(third.status).toBe(404);
  });
});
