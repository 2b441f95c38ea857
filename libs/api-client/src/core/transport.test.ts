import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCalls } from '../calls/auth.js';
import { cartCalls } from '../calls/cart.js';
import { type ApiError, isApiError } from './api-error.js';
import { defineCall } from './define-call.js';
import { type ApiClientOptions, createTransport } from './transport.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown, msg = '') => HttpResponse.json({ key: 'success', msg, data });

const transport = (options: Partial<ApiClientOptions> = {}) =>
  createTransport({ baseUrl: BASE, getToken: () => undefined, retryDelay: () => 0, ...options });

const kindOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return isApiError(error) ? error.kind : `not an ApiError: ${String(error)}`;
  }
};

const ping = defineCall({
  id: 'test.ping',
  method: 'GET',
  path: 'ping',
  body: 'query',
  access: 'any',
  summary: 'test',
  input: v.object({ page: v.optional(v.number()) }),
  output: v.string(),
});

const submit = defineCall({
  id: 'test.submit',
  method: 'POST',
  path: 'submit',
  body: 'form',
  access: 'any',
  summary: 'test',
  input: v.object({ note: v.string() }),
  output: v.null(),
});

describe('every call', () => {
  it('sends the stored language, Arabic by default, and no Authorization for a visitor', async () => {
    const seen: Array<[string | null, string | null]> = [];
    server.use(
      http.get(`${BASE}ping`, ({ request }) => {
        seen.push([request.headers.get('lang'), request.headers.get('authorization')]);
        return ok('pong');
      }),
    );
    await transport()(ping, {});
    await transport({ getLang: () => 'en', getToken: () => 'token-1' })(ping, {});
    expect(seen).toEqual([
      ['ar', null],
      ['en', 'Bearer token-1'],
    ]);
  });

  it('resolves to the key, the message and the validated data', async () => {
    server.use(http.get(`${BASE}ping`, () => ok('pong', 'done')));
    expect(await transport()(ping, {})).toEqual({ key: 'success', msg: 'done', data: 'pong' });
  });

  it('sends list queries and keeps a path’s own query flag', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE}ping`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return ok('pong');
      }),
      http.post(`${BASE}sign-in`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ key: 'fail', msg: 'no', data: null }, { status: 422 });
      }),
    );
    await transport()(ping, { page: 2 });
    await kindOf(transport()(authCalls.signIn, { phone: '500000001', password: '123456' }));
    expect(urls).toEqual(['?page=2', '?count_notifications']);
  });

  it('fills path parameters from the input', async () => {
    let url = '';
    server.use(
      http.delete(`${BASE}sign-out`, ({ request }) => {
        url = request.url;
        return ok(null);
      }),
    );
    await transport({ getToken: () => 'a-token' })(authCalls.signOut, { device_id: 'device 7' });
    expect(url).toBe(`${BASE}sign-out?device_id=device+7`);
  });

  it('sends forms as form data and leaves a blank email out of sign-up', async () => {
    let fields: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post(`${BASE}sign-up`, async ({ request }) => {
        fields = Object.fromEntries((await request.formData()).entries());
        return ok(null);
      }),
    );
    await transport()(authCalls.signUp, {
      name: 'Noura',
      phone: '512345678',
      email: '   ',
      password: 'secret1',
      accept: true,
    });
    expect(fields).toEqual({
      name: 'Noura',
      phone: '512345678',
      country_code: '966',
      password: 'secret1',
      accept: '1',
      device_type: 'web',
    });
  });

  it('refuses input that breaks its schema before sending anything', async () => {
    await expect(
      transport()(authCalls.signUp, { name: 'A', phone: '12', password: 'x', accept: true }),
    ).rejects.toThrow(TypeError);
  });

  it('reports the progress of an upload up to the whole file', async () => {
    let received = 0;
    server.use(
      http.post(`${BASE}update-profile`, async ({ request }) => {
        const image = (await request.formData()).get('image');
        received = image instanceof Blob ? image.size : 0;
        return ok({ id: 1, name: 'Sara', phone: '500000001', token: 'fresh' });
      }),
    );
    const progress: number[] = [];
    await transport({ getToken: () => 'token-1' })(
      authCalls.updateProfile,
      { image: new Blob([new Uint8Array(256 * 1024)], { type: 'image/png' }) },
      { onUploadProgress: ({ percent }) => progress.push(percent) },
    );
    expect(received).toBe(256 * 1024);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(1);
  });

  it('sends the idempotency key of a submission', async () => {
    let key: string | null = null;
    server.use(
      http.post(`${BASE}submit`, ({ request }) => {
        key = request.headers.get('idempotency-key');
        return ok(null);
      }),
    );
    await transport()(submit, { note: 'x' }, { idempotencyKey: 'order-42' });
    expect(key).toBe('order-42');
  });
});

describe('failures', () => {
  it('retries a GET after a 503 and succeeds', async () => {
    let attempts = 0;
    server.use(
      http.get(`${BASE}ping`, () => {
        attempts += 1;
        return attempts < 3 ? new HttpResponse('busy', { status: 503 }) : ok('pong');
      }),
    );
    expect(await transport()(ping, {})).toMatchObject({ data: 'pong' });
    expect(attempts).toBe(3);
  });

  it('waits as long as a 503 asks (Retry-After) before asking again', async () => {
    const askedAt: number[] = [];
    server.use(
      http.get(`${BASE}ping`, () => {
        askedAt.push(performance.now());
        return askedAt.length === 1
          ? new HttpResponse('busy', { status: 503, headers: { 'Retry-After': '1' } })
          : ok('pong');
      }),
    );
    // The client's own delay between retries is 0 here: the wait is the server's.
    expect(await transport()(ping, {})).toMatchObject({ data: 'pong' });
    expect(askedAt).toHaveLength(2);
    expect((askedAt[1] ?? 0) - (askedAt[0] ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('never retries a POST', async () => {
    let attempts = 0;
    server.use(
      http.post(`${BASE}submit`, () => {
        attempts += 1;
        return new HttpResponse('<html>Bad gateway</html>', { status: 502 });
      }),
    );
    expect(await kindOf(transport()(submit, { note: 'x' }))).toBe('http');
    expect(attempts).toBe(1);
  });

  it('reports an HTML error page as http, with its status', async () => {
    server.use(http.get(`${BASE}ping`, () => new HttpResponse('<h1>502</h1>', { status: 502 })));
    const error = await transport({ retries: 0 })(ping, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status: 502 });
  });

  it('reports a server that never answers as a timeout', async () => {
    server.use(
      http.get(`${BASE}ping`, async () => {
        await delay('infinite');
        return ok('late');
      }),
    );
    expect(await kindOf(transport({ retries: 0 })(ping, {}, { timeout: 50 }))).toBe('timeout');
  });

  it('gives a read its own, shorter wait, and a submission the longer one', async () => {
    server.use(
      http.get(`${BASE}ping`, async () => {
        await delay('infinite');
        return ok('late');
      }),
      http.post(`${BASE}submit`, async () => {
        await delay(300);
        return ok(null);
      }),
    );
    const send = transport({ retries: 0, timeout: 5_000, readTimeout: 50 });
    expect(await kindOf(send(ping, {}))).toBe('timeout');
    expect(await kindOf(send(submit, { note: 'kept' }))).toBe('resolved');
  });

  it('waits longer for a call that sends files than for one that does not', async () => {
    const upload = defineCall({
      id: 'test.upload',
      method: 'POST',
      path: 'upload',
      body: 'form',
      access: 'any',
      summary: 'test',
      input: v.object({ photo: v.instance(Blob) }),
      output: v.null(),
    });
    server.use(
      http.post(`${BASE}upload`, async () => {
        await delay(300);
        return ok(null);
      }),
      http.post(`${BASE}submit`, async () => {
        await delay(300);
        return ok(null);
      }),
    );
    const send = transport({ retries: 0, timeout: 100, uploadTimeout: 5_000 });
    expect(await kindOf(send(upload, { photo: new Blob(['x'], { type: 'image/jpeg' }) }))).toBe(
      'resolved',
    );
    expect(await kindOf(send(submit, { note: 'x' }))).toBe('timeout');
  });

  it('reports a call the caller cancelled as aborted', async () => {
    server.use(
      http.get(`${BASE}ping`, async () => {
        await delay('infinite');
        return ok('late');
      }),
    );
    const controller = new AbortController();
    const call = transport()(ping, {}, { signal: controller.signal });
    controller.abort();
    expect(await kindOf(call)).toBe('aborted');
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.get(`${BASE}ping`, () => HttpResponse.error()));
    expect(await kindOf(transport({ retries: 0 })(ping, {}))).toBe('network');
  });

  it('calls onUnauthenticated once per unauthenticated or blocked answer, then throws', async () => {
    server.use(
      http.get(`${BASE}count-cart`, () =>
        HttpResponse.json(
          { key: 'unauthenticated', msg: 'Please sign in', data: null },
          { status: 401 },
        ),
      ),
    );
    const onUnauthenticated = vi.fn<(error: ApiError) => void>();
    const send = transport({ onUnauthenticated });
    const kinds = await Promise.all([1, 2, 3].map(() => kindOf(send(cartCalls.count, {}))));
    expect(kinds).toEqual(['unauthenticated', 'unauthenticated', 'unauthenticated']);
    expect(onUnauthenticated).toHaveBeenCalledTimes(3);
    expect(onUnauthenticated.mock.calls[0]?.[0]).toMatchObject({
      kind: 'unauthenticated',
      msg: 'Please sign in',
    });
  });

  it("does not send a customer's call without a token: it fails as unauthenticated, ending no session", async () => {
    const favorites = defineCall({
      id: 'test.favorites',
      method: 'GET',
      path: 'favorites',
      body: 'none',
      access: 'customer',
      summary: 'test',
      input: v.object({}),
      output: v.array(v.number()),
    });
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}favorites`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return ok([7]);
      }),
    );
    let token = '';
    const onUnauthenticated = vi.fn<(error: ApiError) => void>();
    const send = transport({ getToken: () => token, onUnauthenticated });
    await expect(send(favorites, {})).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'unauthenticated',
      call: 'test.favorites',
      msg: '',
    });
    expect(seen).toEqual([]);
    expect(onUnauthenticated).not.toHaveBeenCalled();

    token = 'a-token';
    await expect(send(favorites, {})).resolves.toMatchObject({ data: [7] });
    expect(seen).toEqual(['Bearer a-token']);
  });

  it('leaves a new session alone when a call of the old one is refused after it began', async () => {
    let token = 'old-token';
    let answer: () => void = () => undefined;
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}count-cart`, async ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        // The answer is on its way while the customer signs in again.
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(
          { key: 'unauthenticated', msg: 'Please sign in', data: null },
          { status: 401 },
        );
      }),
    );
    const onUnauthenticated = vi.fn<(error: ApiError) => void>();
    const send = transport({ getToken: () => token, onUnauthenticated });
    const late = kindOf(send(cartCalls.count, {}));
    await vi.waitFor(() => expect(seen).toEqual(['Bearer old-token']));
    token = 'new-token';
    answer();
    expect(await late).toBe('unauthenticated');
    expect(onUnauthenticated).not.toHaveBeenCalled();

    // The same answer to a call of the current session ends it.
    const current = kindOf(send(cartCalls.count, {}));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    answer();
    expect(await current).toBe('unauthenticated');
    expect(seen[1]).toBe('Bearer new-token');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not retry a GET that the store answered with a fail key', async () => {
    let attempts = 0;
    server.use(
      http.get(`${BASE}ping`, () => {
        attempts += 1;
        return HttpResponse.json({ key: 'fail', msg: 'nope', data: null }, { status: 422 });
      }),
    );
    expect(await kindOf(transport()(ping, {}))).toBe('fail');
    expect(attempts).toBe(1);
  });

  it('reads the same answer to a GET once and gives every caller its result', async () => {
    const validated = vi.fn((text: string) => text.toUpperCase());
    const shout = defineCall({
      id: 'test.shout',
      method: 'GET',
      path: 'shout',
      body: 'query',
      access: 'any',
      summary: 'test',
      input: v.object({}),
      output: v.pipe(
        v.object({ word: v.string() }),
        v.transform(({ word }) => ({ word: validated(word) })),
      ),
    });
    let word = 'marhaba';
    server.use(http.get(`${BASE}shout`, () => ok({ word })));
    const send = transport();
    const first = await send(shout, {});
    const second = await send(shout, {});
    expect(first).toEqual({ key: 'success', msg: '', data: { word: 'MARHABA' } });
    expect(second).toBe(first);
    expect(validated).toHaveBeenCalledTimes(1);
    word = 'ahlan';
    expect(await send(shout, {})).toEqual({ key: 'success', msg: '', data: { word: 'AHLAN' } });
    expect(validated).toHaveBeenCalledTimes(2);
  });

  it('reads an answer again for another call, even when the text is the same', async () => {
    server.use(
      http.get(`${BASE}ping`, () => ok('pong')),
      http.get(`${BASE}ping-again`, () => ok('pong')),
    );
    const pingAgain = {
      ...ping,
      id: 'test.pingAgain',
      path: 'ping-again',
      output: v.literal('pong'),
    };
    const send = transport();
    const first = await send(ping, {});
    const second = await send(pingAgain, {});
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });
});
