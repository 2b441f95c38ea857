import { apiUrl, storefrontPort } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import { readSitemap } from './sitemaps.js';

const origin = `http://localhost:${storefrontPort}`;

/** The ids of every product the store has, by its own list for sitemaps. */
async function storeProductIds(): Promise<number[]> {
  const answer = await fetch(`${apiUrl}sitemap/products?per_page=1000`, {
    headers: { Accept: 'application/json' },
  });
  const { data } = (await answer.json()) as { data: { data: { id: number }[] } };
  return data.data.map((entry) => entry.id);
}

test.describe('what search engines read', () => {
  test('robots.txt keeps crawlers out of customer pages and names the sitemap', async () => {
    const answer = await fetch(`${origin}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await answer.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/cart', '/orders', '/orderDetailes/*', '/wallet', '/myAddresses']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(
      lines.filter((line) => /^Disallow: \/(products|categories|providers|offers)/.test(line)),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('the sitemap follows the protocol and lists every product once in each language', async () => {
    const { files, locs } = await readSitemap(origin);
    expect(files).toEqual([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/products-1.xml`]);
    const ids = await storeProductIds();
    expect(ids.length).toBeGreaterThan(100);
    const productLocs = locs.filter((loc) => loc.includes('/products/'));
    expect(productLocs).toHaveLength(ids.length * 2);
    expect(new Set(productLocs).size).toBe(productLocs.length);
    for (const id of ids) {
      expect(productLocs).toContain(`${origin}/products/${id}?lang=ar`);
      expect(productLocs).toContain(`${origin}/products/${id}?lang=en`);
    }
    // Pages anyone may see are there; a customer's are not.
    expect(locs).toContain(`${origin}/?lang=ar`);
    expect(locs).toContain(`${origin}/aboutUs?lang=en`);
    expect(locs).toContain(`${origin}/categories/1?lang=ar`);
    expect(locs).toContain(`${origin}/providers/1?lang=en`);
    expect(locs.filter((loc) => /\/(cart|orders|wallet|profile|auth|search)\b/.test(loc))).toEqual(
      [],
    );
  });

  test('a file the sitemap does not have is not found', async () => {
    for (const name of ['products-2.xml', 'products-0.xml', 'orders.xml']) {
      expect((await fetch(`${origin}/sitemaps/${name}`)).status).toBe(404);
    }
  });
});
