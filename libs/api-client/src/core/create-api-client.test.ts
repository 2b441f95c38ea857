import { describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-error.js';
import { calls } from './calls.js';
import { createApiClient } from './create-api-client.js';

const success = (data: unknown) =>
  new Response(JSON.stringify({ key: 'success', msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('createApiClient', () => {
  it('offers every domain of the contract', () => {
    const api = createApiClient({ baseUrl: 'http://store.test/', getToken: () => undefined });
    expect(Object.keys(api).sort()).toEqual(Object.keys(calls).sort());
  });

  it.each(
    Object.entries(calls).flatMap(([domain, domainCalls]) =>
      Object.keys(domainCalls).map((name) => [domain, name] as const),
    ),
  )('reaches %s.%s through the client', async (domain, name) => {
    const fetch = vi.fn(async () => success(null));
    const api = createApiClient({
      baseUrl: 'http://store.test/',
      getToken: () => 'token',
      fetch: fetch as unknown as typeof globalThis.fetch,
      retries: 0,
    });
    const call = (
      api as unknown as Record<string, Record<string, (input?: unknown) => Promise<unknown>>>
    )[domain]?.[name];
    expect(call).toBeTypeOf('function');
    // Empty input is refused by most calls' schemas; either way the call was found and checked.
    const outcome = await call?.({}).then(
      () => 'sent',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(outcome).not.toMatch(/has no call/);
  });

  it('refuses a call the store API does not have, without sending anything', async () => {
    const fetch = vi.fn(async () => success(null));
    const api = createApiClient({
      baseUrl: 'http://store.test/',
      getToken: () => undefined,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const cart = api.cart as unknown as Record<string, () => Promise<unknown>>;
    await expect(cart['emptyEverything']?.()).rejects.toThrow(
      'The store API has no call cart.emptyEverything',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a call with the language and the token, and resolves to its envelope', async () => {
    const fetch = vi.fn(async (_request: Request) => success(3));
    const api = createApiClient({
      baseUrl: 'http://store.test/',
      getToken: () => 'secret',
      getLang: () => 'en',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(api.cart.count()).resolves.toEqual({ key: 'success', msg: '', data: 3 });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/count-cart');
    expect(request.headers.get('lang')).toBe('en');
    expect(request.headers.get('Authorization')).toBe('Bearer secret');
  });

  it('fails with a network ApiError when the code of a domain’s calls cannot be fetched', async () => {
    vi.resetModules();
    vi.doMock('../calls/wallet.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./create-api-client.js');
    const api = fresh.createApiClient({ baseUrl: 'http://store.test/', getToken: () => 'token' });
    const failure = await api.wallet.balance().catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ kind: 'network', call: 'wallet.balance' });
    vi.doUnmock('../calls/wallet.js');
  });

  it('loads the code that sends calls with the first call, not with the client', async () => {
    vi.resetModules();
    let loads = 0;
    vi.doMock('./transport.js', async () => {
      loads += 1;
      return vi.importActual('./transport.js');
    });
    const fresh = await import('./create-api-client.js');
    const fetch = vi.fn(async () => success(2));
    const api = fresh.createApiClient({
      baseUrl: 'http://store.test/',
      getToken: () => 'token',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(loads).toBe(0);
    await expect(api.cart.count()).resolves.toMatchObject({ data: 2 });
    await expect(api.cart.count()).resolves.toMatchObject({ data: 2 });
    expect(loads).toBe(1);
    vi.doUnmock('./transport.js');
  });

  it('fails with a network ApiError when the code that sends calls cannot be fetched, and loads it again with the next call', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./transport.js', async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual('./transport.js');
    });
    const fresh = await import('./create-api-client.js');
    const fetch = vi.fn(async () => success(5));
    const api = fresh.createApiClient({
      baseUrl: 'http://store.test/',
      getToken: () => 'token',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const failure = await api.cart.count().catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network', call: 'cart.count' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(api.cart.count()).resolves.toMatchObject({ data: 5 });
    vi.doUnmock('./transport.js');
  });
});
