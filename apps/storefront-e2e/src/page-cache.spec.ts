import type { ChildProcess } from 'node:child_process';
import { type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiUrl, storefrontPort } from './e2e-env.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { startServer, waitForServer } from './servers.js';

/** A storefront with the default cache of visitors' pages, beside the suite's, on its store. */
const cachingPort = storefrontPort + 60;
const storefront = `http://localhost:${cachingPort}`;

/** The product whose reviews the store fails to send: its page is drawn without them. */
const productWithoutReviews = 3;

/**
 * The suite's store, through a door that refuses one product's reviews with a 503: a page the
 * server draws without a region, which the browser fills in.
 */
async function storeRefusingReviews(): Promise<Server> {
  const store = new URL(apiUrl);
  const proxy = createServer((req, res) => {
    if (req.url?.startsWith(`/products/${String(productWithoutReviews)}/reviews`)) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ key: 'fail', msg: 'unavailable', data: null }));
      return;
    }
    // Passed on as it came, its Host with it: the store names its pictures under this door.
    const passed = httpRequest(
      {
        host: store.hostname,
        port: store.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    passed.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(passed);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return proxy;
}

const signedIn = `matjar_auth=${encodeURIComponent(
  JSON.stringify({ isLoggedIn: true, authUser: null }),
)}`;

/** The nonce the page's scripts carry, and the one its CSP names. */
const noncesOf = (body: string, policy: string | undefined) => ({
  scripts: [...new Set([...body.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]))],
  policy: /'nonce-([^']+)'/.exec(policy ?? '')?.[1],
});

test.describe("a storefront that keeps visitors' pages for a few seconds", () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  let store: Server | undefined;

  test.beforeAll(async () => {
    store = await storeRefusingReviews();
    server = startServer('apps/storefront/server.mjs', {
      PORT: String(cachingPort),
      MATJAR_API_URL: `http://127.0.0.1:${String((store.address() as AddressInfo).port)}/`,
      MATJAR_API_CACHE_SECONDS: '30',
    });
    await waitForServer(`${storefront}/build.json`);
  });

  test.afterAll(async () => {
    store?.close();
    const running = server;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  });

  test('sends a kept page as it was rendered, compressed once, and the page starts as a rendered one does', async ({
    page,
    request,
  }) => {
    const path = `${storefront}/products/2`;
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    expect(second.headers()['cache-status']).toMatch(/^matjar; hit; ttl=\d+$/);

    const before = noncesOf(await first.text(), first.headers()['content-security-policy']);
    const after = noncesOf(await second.text(), second.headers()['content-security-policy']);
    // The same bytes for every reader of the page's few seconds, its scripts under its own CSP.
    expect(after.scripts).toEqual([after.policy]);
    expect(before.scripts).toEqual([before.policy]);
    expect(after.policy).toBe(before.policy);
    expect(await second.text()).toBe(await first.text());

    // In a browser: the kept page's scripts run under its CSP (the guard fails the test on any
    // violation) and the app starts on it.
    const document = page.waitForResponse((response) => response.url() === path);
    await gotoHydrated(page, path);
    expect((await document).headers()['cache-status']).toMatch(/^matjar; hit/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keeps a page per language, and never keeps nor sends a signed-in customer’s page', async ({
    request,
  }) => {
    const path = `${storefront}/categories/1`;
    await request.get(path, { headers: { cookie: 'lang=ar' } });
    const arabic = await request.get(path, { headers: { cookie: 'lang=ar' } });
    const english = await request.get(path, { headers: { cookie: 'lang=en' } });
    expect(arabic.headers()['cache-status']).toMatch(/^matjar; hit/);
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"');
    expect(await english.text()).toContain('<html lang="en" dir="ltr"');

    for (const cookie of [signedIn, `lang=en; ${signedIn}`]) {
      const customer = await request.get(path, { headers: { cookie } });
      expect(customer.headers()['cache-status']).toBe('matjar; fwd=bypass');
    }
    const cart = await request.get(`${storefront}/cart`, { headers: { cookie: signedIn } });
    expect(cart.headers()['cache-status']).toBe('matjar; fwd=bypass');
  });

  test('renders again for a reload that asks for a fresh page', async ({ request }) => {
    const path = `${storefront}/`;
    await request.get(path);
    const reloaded = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
    expect(reloaded.headers()['cache-status']).toBe('matjar; fwd=request');
    expect((await request.get(path)).headers()['cache-status']).toMatch(/^matjar; hit/);
  });

  test('sends a page drawn without some of the store’s data only to the visitor it was drawn for', async ({
    request,
  }) => {
    const path = `${storefront}/products/${String(productWithoutReviews)}`;
    for (let time = 0; time < 2; time += 1) {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-status']).toBe('matjar; fwd=miss');
    }
  });
});
