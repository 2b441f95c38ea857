import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-error.js';
import { createApiClient } from './create-api-client.js';
import { createFailFastFetch } from './fail-fast.js';

const BASE = 'http://store.test/api/';

const answer = () =>
  new Response(JSON.stringify({ key: 'success', msg: '', data: [] }), {
    headers: { 'content-type': 'application/json' },
  });

/** A store that takes every call and answers none, until it is told to answer again. */
function silentStore() {
  let isSilent = true;
  const asked: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(request.url);
    if (!isSilent) return Promise.resolve(answer());
    return new Promise<Response>((_resolve, reject) => {
      request.signal.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    asked,
    wakeUp: () => {
      isSilent = false;
    },
  };
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error.kind;
    throw error;
  }
  throw new Error('the call succeeded');
};

describe('createFailFastFetch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails at once, without asking, once the store has left two calls unanswered', async () => {
    const store = silentStore();
    const api = createApiClient({
      baseUrl: BASE,
      getToken: () => undefined,
      timeout: 3_000,
      retries: 0,
      fetch: createFailFastFetch({ fetch: store.fetch, retryAfterMs: 5_000 }),
    });
    for (let call = 1; call <= 2; call += 1) {
      const failed = failureOf(api.content.socials());
      await vi.waitUntil(() => store.asked.length === call);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await failed).toBe('timeout');
    }
    expect(store.asked).toHaveLength(2);

    // No time passes: the call fails without waiting for any timer, and the store is not asked.
    expect(await failureOf(api.content.socials())).toBe('network');
    expect(store.asked).toHaveLength(2);
  });

  it('tries the store again after the pause, and serves its answers once it answers', async () => {
    const store = silentStore();
    const api = createApiClient({
      baseUrl: BASE,
      getToken: () => undefined,
      timeout: 3_000,
      retries: 0,
      fetch: createFailFastFetch({ fetch: store.fetch, failures: 1, retryAfterMs: 5_000 }),
    });
    const failed = failureOf(api.content.socials());
    await vi.waitUntil(() => store.asked.length === 1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await failed).toBe('timeout');
    expect(await failureOf(api.content.socials())).toBe('network');

    store.wakeUp();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(api.content.socials()).resolves.toBeDefined();
    await expect(api.content.socials()).resolves.toBeDefined();
    expect(store.asked).toHaveLength(3);
  });

  it('passes the store’s own error answers through without failing later calls', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ key: 'exception', msg: 'down', data: null }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const api = createApiClient({
      baseUrl: BASE,
      getToken: () => undefined,
      retries: 0,
      fetch: createFailFastFetch({
        fetch: fetch as unknown as typeof globalThis.fetch,
        failures: 1,
      }),
    });
    for (let call = 0; call < 3; call += 1) {
      expect(await failureOf(api.content.socials())).not.toBe('network');
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
