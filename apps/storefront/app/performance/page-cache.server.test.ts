import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STATE_COOKIE, GLOBAL_STORE_COOKIE } from '@matjar/auth';
import {
  CACHE_STATUS,
  type PageCacheOptions,
  drawnFrom,
  encodingFor,
  nonceOfPolicy,
  pageCacheMiddleware,
} from './page-cache.server.js';

type Render = (req: IncomingMessage, res: ServerResponse, nonce: string) => void;

/** A page as the render writes it: its nonce in the CSP, on two scripts and in a script's text. */
const renderPage: Render = (req, res, nonce) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
  res.setHeader('Vary', 'Cookie');
  res.write(`<!DOCTYPE html><html lang="ar"><head><script nonce="${nonce}">`);
  res.write(`link.nonce = "${nonce}";</script></head><body>صفحة ${req.url ?? ''} — `);
  res.end(`${req.headers.cookie ?? 'بلا كعكات'}<script nonce="${nonce}"></script></body></html>`);
};

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

let counter = 0;
/** A server with the cache in front of a render that counts its calls; a clock the test moves. */
async function serve(options: Partial<PageCacheOptions> = {}, render: Render = renderPage) {
  const clock = { now: 1_000_000 };
  const cache = pageCacheMiddleware({ ttlMs: 5_000, now: () => clock.now, ...options });
  const rendered: string[] = [];
  const server = createServer((req, res) => {
    // As the server does before the cache: each request's id in its answer (observability.mjs),
    // and the scheme Express reads from a trusted proxy's `X-Forwarded-Proto`.
    const id = req.headers['x-request-id'];
    if (typeof id === 'string') res.setHeader('X-Request-Id', id);
    Object.assign(req, { protocol: req.headers['x-forwarded-proto'] ?? 'http' });
    cache(req, res, () => {
      rendered.push(req.url ?? '');
      counter += 1;
      render(req, res, Buffer.from(`nonce number ${String(counter)}`).toString('base64'));
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  // node:http rather than fetch, which would choose some headers (the user agent) itself.
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{
      headers: IncomingMessage['headers'];
      body: string;
      nonce: string | null;
      status: string | null;
    }>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path, method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const policy = answer.headers['content-security-policy'];
          const status = answer.headers[CACHE_STATUS.toLowerCase()];
          const raw = Buffer.concat(chunks);
          const encoding = answer.headers['content-encoding'];
          const bytes =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          resolve({
            headers: answer.headers,
            body: bytes.toString('utf8'),
            nonce: nonceOfPolicy(typeof policy === 'string' ? policy : undefined),
            status: typeof status === 'string' ? status : null,
          });
        });
      });
      sent.on('error', reject);
      sent.end();
    });
  return { get, rendered, clock, port };
}

const customerCookie = `${AUTH_STATE_COOKIE}=${encodeURIComponent(
  JSON.stringify({ isLoggedIn: true, authUser: null }),
)}`;

describe('the page cache', () => {
  it("sends a visitor's page rendered a moment ago as it was rendered, its nonce with it", async () => {
    const { get, rendered } = await serve();
    const first = await get('/products/1');
    const second = await get('/products/1');

    expect(rendered).toEqual(['/products/1']);
    expect(first.status).toBe('matjar; fwd=miss');
    expect(second.status).toBe('matjar; hit; ttl=5');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).toBe(first.nonce);
    expect(second.body).toBe(first.body);
    expect(second.body.split(second.nonce!)).toHaveLength(4);
    expect(second.body).toContain('صفحة /products/1');
  });

  it('sends a kept page compressed once per encoding, the same bytes to every reader', async () => {
    const { get } = await serve();
    const rendered = await get('/products/1');
    const brotli = await get('/products/1', { 'accept-encoding': 'gzip, deflate, br' });
    const brotliAgain = await get('/products/1', { 'accept-encoding': 'br' });
    const gzip = await get('/products/1', { 'accept-encoding': 'gzip' });
    const plain = await get('/products/1', { 'accept-encoding': 'identity' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [brotli, brotliAgain, gzip, plain]) {
      expect(answer.status).toMatch(/^matjar; hit/);
      expect(answer.body).toBe(rendered.body);
    }
    expect(brotliAgain.headers['content-length']).toBe(brotli.headers['content-length']);
  });

  it('renders the page again once its seconds are over', async () => {
    const { get, rendered, clock } = await serve({ ttlMs: 5_000 });
    await get('/');
    clock.now += 4_999;
    expect((await get('/')).status).toBe('matjar; hit; ttl=1');
    clock.now += 1;
    expect((await get('/')).status).toBe('matjar; fwd=miss');
    expect(rendered).toEqual(['/', '/']);
  });

  it('keeps a page per address, language, session cookie and kind of reader, and shares it across cookies the render does not read', async () => {
    const { get, rendered } = await serve();
    const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    const variants: [string, Record<string, string>][] = [
      ['/products/1', {}],
      ['/products/1?lang=en', {}],
      ['/products/2', {}],
      ['/products/1', { cookie: 'lang=en' }],
      ['/products/1', { cookie: `${GLOBAL_STORE_COOKIE}=%7B%22cartCount%22%3A2%7D` }],
      ['/products/1', crawler],
    ];
    for (const [path, headers] of variants) await get(path, headers);
    expect(rendered).toHaveLength(variants.length);

    for (const [path, headers] of variants) {
      const again = await get(path, { ...headers, cookie: `${headers['cookie'] ?? ''}; _ga=1.2` });
      expect(again.status).toMatch(/^matjar; hit/);
      expect(again.body).toContain(`صفحة ${path}`);
      expect(again.body).toContain(headers['cookie'] ?? 'بلا كعكات');
    }
    expect(rendered).toHaveLength(variants.length);
  });

  it('keeps a page per scheme and host, which the page names itself by', async () => {
    const { get, rendered } = await serve();
    const https = { 'x-forwarded-proto': 'https', host: 'shop.matjar.test' };
    const http = { 'x-forwarded-proto': 'http', host: 'shop.matjar.test' };
    const otherHost = { 'x-forwarded-proto': 'https', host: 'matjar.test' };
    for (const headers of [https, http, otherHost]) await get('/offers', headers);
    expect(rendered).toHaveLength(3);
    for (const headers of [https, http, otherHost]) {
      expect((await get('/offers', headers)).status).toMatch(/^matjar; hit/);
    }
    expect(rendered).toHaveLength(3);
  });

  it('answers a kept page with the id of the request it answers', async () => {
    const { get } = await serve();
    const first = await get('/products/1', { 'x-request-id': 'first-request' });
    const second = await get('/products/1', { 'x-request-id': 'second-request' });
    expect(first.headers['x-request-id']).toBe('first-request');
    expect(second.status).toMatch(/^matjar; hit/);
    expect(second.headers['x-request-id']).toBe('second-request');
  });

  it("never keeps nor sends a signed-in customer's page", async () => {
    const { get, rendered } = await serve();
    const customer = await get('/products/1', { cookie: customerCookie });
    expect(customer.status).toBe('matjar; fwd=bypass');
    expect((await get('/products/1', { cookie: customerCookie })).status).toBe(
      'matjar; fwd=bypass',
    );
    const visitor = await get('/products/1');
    expect(visitor.status).toBe('matjar; fwd=miss');
    expect(visitor.body).not.toContain(AUTH_STATE_COOKIE);
    expect(rendered).toHaveLength(3);
  });

  it.each([
    ['a customer page', '/cart', 'GET'],
    ['an order', '/orderDetailes/4', 'GET'],
    ["a page's data", '/products/1.data', 'GET'],
    ['a file', '/robots.txt', 'GET'],
    ['a form sent', '/contactUs', 'POST'],
    ['a HEAD request', '/', 'HEAD'],
  ])('renders %s every time', async (_name, path, method) => {
    const { get, rendered } = await serve();
    for (let time = 0; time < 2; time += 1) {
      expect((await get(path, {}, method)).status).toBe('matjar; fwd=bypass');
    }
    expect(rendered).toEqual([path, path]);
  });

  it.each<[string, Render]>([
    [
      'sets a cookie',
      (req, res, nonce) => {
        res.setHeader('Set-Cookie', 'lang=en; Path=/');
        renderPage(req, res, nonce);
      },
    ],
    [
      'is not a 200',
      (req, res, nonce) => {
        res.statusCode = 503;
        renderPage(req, res, nonce);
      },
    ],
    [
      'is not HTML',
      (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end('{}');
      },
    ],
    [
      'has no nonce',
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html');
        res.end('<p>بلا سكربت</p>');
      },
    ],
    [
      'was drawn without some of the store’s data',
      (req, res, nonce) => {
        // As a loader does: one of its prefetches fails, and the page is drawn all the same.
        const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        drawnFrom(queryClient);
        void Promise.all([
          queryClient.prefetchQuery({ queryKey: ['product'], queryFn: () => ({ id: 1 }) }),
          queryClient.prefetchQuery({
            queryKey: ['reviews'],
            queryFn: () => Promise.reject(new Error('the store is unavailable')),
          }),
        ]).then(() => renderPage(req, res, nonce));
      },
    ],
  ])('does not keep a response that %s', async (_name, render) => {
    const { get, rendered } = await serve({}, render);
    await get('/');
    expect((await get('/')).status).toBe('matjar; fwd=miss');
    expect(rendered).toEqual(['/', '/']);
  });

  it('keeps a page whose every query was answered', async () => {
    const { get, rendered } = await serve({}, (req, res, nonce) => {
      const queryClient = new QueryClient();
      drawnFrom(queryClient);
      void queryClient
        .prefetchQuery({ queryKey: ['product'], queryFn: () => ({ id: 1 }) })
        .then(() => renderPage(req, res, nonce));
    });
    await get('/products/1');
    expect((await get('/products/1')).status).toMatch(/^matjar; hit/);
    expect(rendered).toEqual(['/products/1']);
  });

  it('does not keep the part of a page sent to a reader who went away before it ended', async () => {
    const leaving = '/?reader=leaves';
    let endedAfterLeaving = false;
    const { get, rendered, port } = await serve({}, (req, res, nonce) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
      res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}"></script>`);
      if (req.url !== leaving || endedAfterLeaving) {
        res.end('</head></html>');
        return;
      }
      // The rest is written once the reader has gone.
      res.once('close', () => {
        res.end('</head></html>');
        endedAfterLeaving = true;
      });
    });
    await new Promise<void>((done, fail) => {
      const sent = request({ host: '127.0.0.1', port, path: leaving }, (answer) => {
        answer.once('data', () => {
          answer.destroy();
          done();
        });
      });
      sent.on('error', fail);
      sent.end();
    });
    await expect.poll(() => endedAfterLeaving).toBe(true);

    expect((await get(leaving)).status).toBe('matjar; fwd=miss');
    expect((await get(leaving)).status).toMatch(/^matjar; hit/);
    expect(rendered).toEqual([leaving, leaving]);
  });

  it('renders again for a reload that asks for it, and keeps the new render', async () => {
    const { get, rendered } = await serve();
    const first = await get('/');
    const reloaded = await get('/', { 'cache-control': 'no-cache' });
    expect(reloaded.status).toBe('matjar; fwd=request');
    expect(reloaded.nonce).not.toBe(first.nonce);
    expect((await get('/', { pragma: 'no-cache' })).status).toBe('matjar; fwd=request');
    expect((await get('/')).status).toMatch(/^matjar; hit/);
    expect(rendered).toEqual(['/', '/', '/']);
  });

  it('keeps at most its capacity, dropping the page stored first', async () => {
    const { get, rendered } = await serve({ capacity: 2 });
    await get('/a');
    await get('/b');
    await get('/c');
    expect((await get('/c')).status).toMatch(/^matjar; hit/);
    expect((await get('/b')).status).toMatch(/^matjar; hit/);
    expect((await get('/a')).status).toBe('matjar; fwd=miss');
    expect(rendered).toEqual(['/a', '/b', '/c', '/a']);
  });

  it('is off at 0 seconds: every page is rendered and nothing is said about a cache', async () => {
    const { get, rendered } = await serve({ ttlMs: 0 });
    const first = await get('/');
    const second = await get('/');
    expect(first.status).toBeNull();
    expect(second.status).toBeNull();
    expect(rendered).toEqual(['/', '/']);
  });
});

describe('the page cache shared by the replicas', () => {
  /** Text kept for every replica, in memory, as Redis would keep it. */
  function sharedText() {
    const values = new Map<string, string>();
    return {
      values,
      store: {
        get: async (key: string) => values.get(key),
        set: async (key: string, value: string) => {
          values.set(key, value);
        },
      },
    };
  }

  it("sends a second replica's visitor the page the first rendered, as it was rendered", async () => {
    const { store, values } = sharedText();
    const replicaA = await serve({ shared: store });
    const replicaB = await serve({ shared: store });
    // Behind one address, as a load balancer sends them.
    const host = { Host: 'store.example' };
    const first = await replicaA.get('/categories/1', host);
    await expect.poll(() => values.size).toBe(1);
    const second = await replicaB.get('/categories/1', { ...host, 'Accept-Encoding': 'br' });
    expect(second.status).toMatch(/^matjar; hit/);
    expect(second.body).toBe(first.body);
    expect(second.nonce).toBe(first.nonce);
    expect(second.headers['content-encoding']).toBe('br');
    expect(replicaB.rendered).toEqual([]);
    // Kept by the second replica too: the next visitor is not asked from the shared store.
    values.clear();
    expect((await replicaB.get('/categories/1', host)).status).toMatch(/^matjar; hit/);
  });

  it("never shares a signed-in customer's page", async () => {
    const { store, values } = sharedText();
    const replica = await serve({ shared: store });
    await replica.get('/', { Cookie: customerCookie });
    expect(values.size).toBe(0);
  });

  it('renders the page when the shared store fails, hangs, holds something unreadable or an old page', async () => {
    const old = JSON.stringify({ headers: [], body: '', storedAt: 0 });
    const broken = [
      {
        get: () => Promise.reject(new Error('ECONNREFUSED')),
        set: () => Promise.reject(new Error('ECONNREFUSED')),
      },
      { get: () => new Promise<undefined>(() => undefined), set: () => Promise.resolve() },
      { get: () => Promise.resolve('{"headers":1}'), set: () => Promise.resolve() },
      { get: () => Promise.resolve(old), set: () => Promise.resolve() },
    ];
    for (const shared of broken) {
      const replica = await serve({ shared });
      const page = await replica.get('/offers');
      expect(page.status).toBe('matjar; fwd=miss');
      expect(page.body).toContain('صفحة /offers');
      expect(replica.rendered).toEqual(['/offers']);
    }
  });
});

describe('the nonce of a kept page', () => {
  it('is found in the CSP only as a nonce source', () => {
    expect(nonceOfPolicy("default-src 'self'; script-src 'nonce-ab+/9=' 'strict-dynamic'")).toBe(
      'ab+/9=',
    );
    expect(nonceOfPolicy("script-src 'self'")).toBeNull();
    expect(nonceOfPolicy(undefined)).toBeNull();
  });
});

describe('the encoding of a kept page', () => {
  it('is brotli whenever the browser takes it, gzip else, and none when neither is taken', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });
});
