import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { apiPort, storefrontPort } from './e2e-env.js';

const root = new URL('../../..', import.meta.url).pathname;
/** Ports beside the suite's own servers, for a store of ten thousand products. */
const scaleApiPort = apiPort + 10;
const scaleStorefrontPort = storefrontPort + 10;
const products = 10_000;

const servers: ChildProcess[] = [];

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

function start(script: string, env: Record<string, string>): void {
  servers.push(
    spawn(process.execPath, [join(root, script)], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    }),
  );
}

test.describe('a store of ten thousand products', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    start('apps/demo-api/dist/main.js', {
      PORT: String(scaleApiPort),
      DEMO_API_PRODUCTS: String(products),
      DEMO_API_DATA: join(tmpdir(), `matjar-e2e-scale-${Date.now()}.json`),
    });
    start('apps/storefront/server.mjs', {
      PORT: String(scaleStorefrontPort),
      MATJAR_API_URL: `http://localhost:${scaleApiPort}/`,
    });
    await waitFor(`http://localhost:${scaleApiPort}/health`);
    await waitFor(`http://localhost:${scaleStorefrontPort}/build.json`);
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
});
