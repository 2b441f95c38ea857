import { stat } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createPublicCache } from './public-cache.js';

const success = (data: unknown) =>
  new Response(JSON.stringify({ key: 'success', msg: '', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** A store that answers each call with the next of `answers` and counts the calls. */
function storeAnswering(...answers: (() => Response | Promise<Response>)[]) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!next) throw new Error('no answer');
    return next();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const get = (path: string, lang = 'ar', headers: Record<string, string> = {}) =>
  new Request(`http://store.test/${path}`, { headers: { lang, ...headers } });

describe('the server render’s cache of public answers', () => {
  it('answers a second render from the first one’s answer while it is fresh', async () => {
    const store = storeAnswering(() => success({ id: 1 }));
    const cached = createPublicCache({ ttlMs: 5_000, fetch: store.fetch });
    const first = await cached(get('products/1'));
    const second = await cached(get('products/1'));
    expect(await first.json()).toEqual({ key: 'success', msg: '', data: { id: 1 } });
    expect(await second.json()).toEqual({ key: 'success', msg: '', data: { id: 1 } });
    expect(second.headers.get('Content-Type')).toBe('application/json');
    expect(store.calls).toHaveLength(1);
  });

  it('asks the store again once the answer is older than its lifetime', async () => {
    let clock = 0;
    const store = storeAnswering(
      () => success('old'),
      () => success('new'),
    );
    const cached = createPublicCache({ ttlMs: 5_000, fetch: store.fetch, now: () => clock });
    await cached(get('home'));
    clock = 5_001;
    const later = await cached(get('home'));
    expect(await later.json()).toMatchObject({ data: 'new' });
    expect(store.calls).toHaveLength(2);
  });

  it('asks the store once for renders that need the same answer at the same moment', async () => {
    let answer: (response: Response) => void = () => undefined;
    const store = storeAnswering(() => new Promise<Response>((resolve) => (answer = resolve)));
    const cached = createPublicCache({ ttlMs: 5_000, fetch: store.fetch });
    const renders = [cached(get('home')), cached(get('home')), cached(get('home'))];
    answer(success(['banner']));
    const answers = await Promise.all(renders);
    for (const response of answers)
      expect(await response.json()).toMatchObject({ data: ['banner'] });
    expect(store.calls).toHaveLength(1);
  });

  it('keeps the answers of each language apart', async () => {
    const store = storeAnswering(
      () => success('عربي'),
      () => success('English'),
    );
    const cached = createPublicCache({ ttlMs: 5_000, fetch: store.fetch });
    expect(await (await cached(get('home', 'ar'))).json()).toMatchObject({ data: 'عربي' });
    expect(await (await cached(get('home', 'en'))).json()).toMatchObject({ data: 'English' });
    expect(await (await cached(get('home', 'ar'))).json()).toMatchObject({ data: 'عربي' });
    expect(store.calls).toHaveLength(2);
  });

  it.each([
    ['a 503', () => new Response('down', { status: 503, headers: { 'Retry-After': '30' } })],
    ['a fail envelope', () => new Response(JSON.stringify({ key: 'fail', msg: 'x', data: null }))],
    ['a body that is not JSON', () => new Response('<html>proxy error</html>', { status: 200 })],
  ])('never keeps %s, and passes it on as it came', async (_name, failure) => {
    const store = storeAnswering(failure, () => success('back'));
    const cached = createPublicCache({ ttlMs: 5_000, fetch: store.fetch });
    const failed = await cached(get('home'));
    const expected = failure();
    expect(failed.status).toBe(expected.status);
    expect(await failed.text()).toBe(await expected.text());
    expect(await (await cached(get('home'))).json()).toMatchObject({ data: 'back' });
    expect(store.calls).toHaveLength(2);
  });

  it('never keeps a network failure: every waiting render gets it, the next one asks again', async () => {
    const store = storeAnswering(
      () => Promise.reject(new TypeError('fetch failed')),
      () => success('back'),
    );
    const cached = createPublicCache({ ttlMs: 5_000, fetch: store.fetch });
    const renders = [cached(get('home')), cached(get('home'))];
    await expect(renders[0]).rejects.toThrow('fetch failed');
    await expect(renders[1]).rejects.toThrow('fetch failed');
    expect(await (await cached(get('home'))).json()).toMatchObject({ data: 'back' });
    expect(store.calls).toHaveLength(2);
  });

  it('sends anything but a GET without a token to the store every time', async () => {
    const store = storeAnswering(() => success('fresh'));
    const cached = createPublicCache({ ttlMs: 5_000, fetch: store.fetch });
    await cached(get('cart', 'ar', { Authorization: 'Bearer secret' }));
    await cached(get('cart', 'ar', { Authorization: 'Bearer secret' }));
    await cached(new Request('http://store.test/contact', { method: 'POST', body: 'x' }));
    await cached(new Request('http://store.test/contact', { method: 'POST', body: 'x' }));
    expect(store.calls).toHaveLength(4);
  });

  it('is off with a lifetime of 0', async () => {
    const store = storeAnswering(() => success('fresh'));
    const cached = createPublicCache({ ttlMs: 0, fetch: store.fetch });
    await cached(get('home'));
    await cached(get('home'));
    expect(store.calls).toHaveLength(2);
  });

  it('keeps at most its number of answers, dropping the oldest', async () => {
    const store = storeAnswering(() => success('x'));
    const cached = createPublicCache({ ttlMs: 5_000, maxEntries: 2, fetch: store.fetch });
    await cached(get('products/1'));
    await cached(get('products/2'));
    await cached(get('products/3'));
    await cached(get('products/3'));
    await cached(get('products/2'));
    expect(store.calls).toHaveLength(3);
    await cached(get('products/1'));
    expect(store.calls).toHaveLength(4);
  });
});

describe('the cache shared by several servers', () => {
  /** A shared store in memory, as Redis would be for every server. */
  function sharedStore() {
    const values = new Map<string, string>();
    return {
      values,
      store: {
        get: vi.fn(async (key: string) => values.get(key)),
        set: vi.fn(async (key: string, value: string) => {
          values.set(key, value);
        }),
      },
    };
  }

  it('answers a second server from the answer the first kept in the shared store', async () => {
    const { store } = sharedStore();
    const first = storeAnswering(() => success({ id: 1 }));
    const second = storeAnswering(() => success({ id: 2 }));
    const serverA = createPublicCache({ ttlMs: 5_000, fetch: first.fetch, shared: store });
    const serverB = createPublicCache({ ttlMs: 5_000, fetch: second.fetch, shared: store });
    await (await serverA(get('products/1'))).text();
    const answer = await serverB(get('products/1'));
    expect(await answer.json()).toEqual({ key: 'success', msg: '', data: { id: 1 } });
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(0);
    expect(store.set).toHaveBeenCalledWith(
      expect.stringContaining('products/1'),
      expect.any(String),
      5_000,
    );
  });

  it('keeps only the store’s successes there, and each language apart', async () => {
    const { store, values } = sharedStore();
    const refusing = storeAnswering(
      () => new Response(JSON.stringify({ key: 'fail', msg: 'No', data: null }), { status: 422 }),
      () => success({ id: 1 }),
    );
    const server = createPublicCache({ ttlMs: 5_000, fetch: refusing.fetch, shared: store });
    await (await server(get('products/1'))).text();
    expect(values.size).toBe(0);
    await (await server(get('products/1', 'en'))).text();
    expect([...values.keys()]).toEqual([expect.stringMatching(/^en /)]);
  });

  it('asks the store when the shared store fails, hangs or holds something unreadable', async () => {
    const broken = [
      {
        get: () => Promise.reject(new Error('ECONNREFUSED')),
        set: () => Promise.reject(new Error('ECONNREFUSED')),
      },
      { get: () => new Promise<undefined>(() => undefined), set: () => Promise.resolve() },
      { get: () => Promise.resolve('{"status":200,"body":1}'), set: () => Promise.resolve() },
    ];
    for (const shared of broken) {
      const store = storeAnswering(() => success({ id: 1 }));
      const server = createPublicCache({ ttlMs: 5_000, fetch: store.fetch, shared });
      const answer = await server(get('products/1'));
      expect(await answer.json()).toEqual({ key: 'success', msg: '', data: { id: 1 } });
      expect(store.calls).toHaveLength(1);
    }
  });

  it('waits for a shared store as long as it says, and no longer', async () => {
    const kept = JSON.stringify({
      status: 200,
      headers: [['content-type', 'application/json']],
      body: JSON.stringify({ key: 'success', msg: '', data: { id: 1 } }),
    });
    const answeringIn = (ms: number, waitMs?: number) => ({
      get: () =>
        new Promise<string | undefined>((resolve) => {
          setTimeout(() => resolve(kept), ms);
        }),
      set: () => Promise.resolve(),
      ...(waitMs === undefined ? {} : { waitMs }),
    });
    const patient = storeAnswering(() => success({ id: 2 }));
    const server = createPublicCache({
      ttlMs: 5_000,
      fetch: patient.fetch,
      shared: answeringIn(150, 2_000),
    });
    expect(await (await server(get('products/1'))).json()).toMatchObject({ data: { id: 1 } });
    expect(patient.calls).toHaveLength(0);

    const hasty = storeAnswering(() => success({ id: 2 }));
    const defaultWait = createPublicCache({
      ttlMs: 5_000,
      fetch: hasty.fetch,
      shared: answeringIn(1_000),
    });
    expect(await (await defaultWait(get('products/1'))).json()).toMatchObject({ data: { id: 2 } });
    expect(hasty.calls).toHaveLength(1);
  });

  it('takes the shared answer that came while the server was busy past the wait', async () => {
    const first = storeAnswering(() => success({ id: 1 }));
    const { store } = sharedStore();
    const serverA = createPublicCache({ ttlMs: 5_000, fetch: first.fetch, shared: store });
    await (await serverA(get('products/1'))).text();
    const [kept] = [...store.set.mock.calls].map(([, value]) => value);
    // A shared store whose answer comes over I/O, as Redis's does over its socket.
    const overIo = {
      get: () =>
        new Promise<string | undefined>((resolve) => {
          stat(import.meta.filename, () => resolve(kept));
        }),
      set: () => Promise.resolve(),
    };
    const second = storeAnswering(() => success({ id: 2 }));
    const serverB = createPublicCache({ ttlMs: 5_000, fetch: second.fetch, shared: overIo });
    // As a server's request handler does, between two reads of the sockets: it asks, then draws
    // a page for longer than the wait, and the shared store's answer arrives meanwhile.
    const asked = await new Promise<{ answer: Promise<Response> }>((resolve) => {
      setImmediate(() => {
        const answer = serverB(get('products/1'));
        const busyUntil = Date.now() + 300;
        while (Date.now() < busyUntil) {
          // Busy.
        }
        resolve({ answer });
      });
    });
    expect(await (await asked.answer).json()).toEqual({
      key: 'success',
      msg: '',
      data: { id: 1 },
    });
    expect(second.calls).toHaveLength(0);
  });
});
