import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@matjar/api-client';
import { isStoreUnavailable, pageAnswer, retryAfterHeaders } from './route-data.server.js';

const failing = async (error: unknown) => {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({
    queryKey: ['page'],
    queryFn: () => Promise.reject(error),
    retry: false,
  });
  return queryClient;
};

describe('isStoreUnavailable', () => {
  it.each([
    [new ApiError({ kind: 'network', call: 'catalog.home' }), true],
    [new ApiError({ kind: 'timeout', call: 'catalog.home' }), true],
    [new ApiError({ kind: 'invalid-response', call: 'catalog.home', status: 200 }), true],
    [new ApiError({ kind: 'http', call: 'catalog.home', status: 502 }), true],
    [new ApiError({ kind: 'exception', call: 'catalog.home', status: 500 }), true],
    [new ApiError({ kind: 'fail', call: 'catalog.home', status: 422 }), false],
    [new ApiError({ kind: 'http', call: 'catalog.home', status: 404 }), false],
    [undefined, false],
  ])('%s → %s', (error, expected) => {
    expect(isStoreUnavailable(error)).toBe(expected);
  });
});

describe('pageAnswer', () => {
  it('answers 503 with Retry-After when the store failed the page’s data', async () => {
    const queryClient = await failing(new ApiError({ kind: 'network', call: 'catalog.home' }));
    const answer = pageAnswer({ page: 1 }, queryClient, ['page']);
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get('Retry-After')).toBe('30');
    expect(answer.data).toEqual({ page: 1 });
  });

  it('answers the page as it is when its data arrived', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['page'], { title: 'x' });
    expect(pageAnswer({ page: 1 }, queryClient, ['page']).init?.status).toBeUndefined();
  });
});

describe('retryAfterHeaders', () => {
  it('keeps the root’s headers and adds Retry-After', () => {
    const headers = retryAfterHeaders({
      loaderHeaders: new Headers({ 'Retry-After': '30' }),
      parentHeaders: new Headers({ 'Set-Cookie': 'lang=en' }),
    });
    expect(headers.get('Retry-After')).toBe('30');
    expect(headers.get('Set-Cookie')).toBe('lang=en');
  });
});
