import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client.js';
import { EARLY_ANSWER_TTL_MS, earlyAnswersScript, withEarlyAnswers } from './early-answers.js';

const options = {
  apiUrl: 'https://store.example/api/',
  lang: 'ar',
  paths: ['cart'],
  tokenKey: 'matjar_token',
};

/** Runs the head's script in a stand-in browser whose storage holds `token`. */
function runScript(
  token: string | null,
  {
    storageFails = false,
    paths = options.paths,
    respond = () => new Response('{"key":"success"}'),
  }: { storageFails?: boolean; paths?: string[]; respond?: () => Response } = {},
) {
  const window: Record<string, unknown> = {};
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (storageFails) throw new Error('storage is off');
      return key === 'matjar_token' ? token : null;
    },
  };
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, headers: init.headers });
    return Promise.resolve(respond());
  };
  const script = earlyAnswersScript({ ...options, paths });
  new Function('window', 'localStorage', 'fetch', script)(window, localStorage, fetch);
  return { requests, answers: window['__matjarEarlyAnswers'] as unknown[] | undefined };
}

describe("the head's early calls", () => {
  it("asks the store at once for the page's data, as the app would, with the stored token", () => {
    const { requests, answers } = runScript('t0k3n');
    expect(requests).toEqual([
      {
        url: 'https://store.example/api/cart',
        headers: { lang: 'ar', Accept: 'application/json', Authorization: 'Bearer t0k3n' },
      },
    ]);
    expect(answers).toHaveLength(1);
  });

  it('asks for nothing without a token, or when storage cannot be read', () => {
    expect(runScript(null).requests).toEqual([]);
    expect(runScript('t0k3n', { storageFails: true }).requests).toEqual([]);
  });
});

describe("the client's first call of an early address", () => {
  const global = globalThis as { __matjarEarlyAnswers?: unknown[] };
  afterEach(() => {
    delete global.__matjarEarlyAnswers;
    vi.restoreAllMocks();
  });

  const early = (response: Response | null, at = performance.now()) => {
    global.__matjarEarlyAnswers = [
      {
        url: 'https://store.example/api/cart',
        authorization: 'Bearer t0k3n',
        lang: 'ar',
        at,
        response: Promise.resolve(response),
      },
    ];
  };
  const cartRequest = (token = 't0k3n', method = 'GET') =>
    new Request('https://store.example/api/cart', {
      method,
      headers: { lang: 'ar', Accept: 'application/json', Authorization: `Bearer ${token}` },
    });

  it('takes the answer already on its way, once; the next call asks the store', async () => {
    const answer = new Response('early');
    early(answer);
    const base = vi.fn(() => Promise.resolve(new Response('asked again')));
    const send = withEarlyAnswers(base);
    expect(await send(cartRequest())).toBe(answer);
    expect(base).not.toHaveBeenCalled();
    expect(await (await send(cartRequest())).text()).toBe('asked again');
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('asks the store when the early request failed', async () => {
    early(null);
    const base = vi.fn(() => Promise.resolve(new Response('asked again')));
    expect(await (await withEarlyAnswers(base)(cartRequest())).text()).toBe('asked again');
  });

  it("leaves another customer's call, a change, and an answer that waited too long alone", async () => {
    const base = vi.fn(() => Promise.resolve(new Response('asked')));
    const send = withEarlyAnswers(base);
    early(new Response('early'));
    await send(cartRequest('another'));
    await send(cartRequest('t0k3n', 'POST'));
    expect(base).toHaveBeenCalledTimes(2);
    early(new Response('early'), performance.now() - EARLY_ANSWER_TTL_MS - 1);
    expect(await (await send(cartRequest())).text()).toBe('asked');
    expect(base).toHaveBeenCalledTimes(3);
  });

  it("is taken by the client's own call, sent with the same address and headers", async () => {
    const cart = { key: 'success', msg: '', data: 2 };
    const { requests, answers } = runScript('t0k3n', {
      paths: ['count-cart'],
      respond: () =>
        new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } }),
    });
    global.__matjarEarlyAnswers = answers;
    const base = vi.fn(() => Promise.resolve(new Response('{}')));
    const api = createApiClient({
      baseUrl: 'https://store.example/api/',
      getToken: () => 't0k3n',
      getLang: () => 'ar',
      fetch: withEarlyAnswers(base),
    });
    const answer = await api.cart.count();
    expect(requests).toHaveLength(1);
    expect(base).not.toHaveBeenCalled();
    expect(answer.data).toBe(2);
  });
});
