// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '../calls/auth.js';
import { isApiError } from './api-error.js';
import { createTransport } from './transport.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const transport = () =>
  createTransport({ baseUrl: BASE, getToken: () => 'token-1', retryDelay: () => 0 });

describe('uploads in a browser', () => {
  it('go through XMLHttpRequest, report their progress and read the answer', async () => {
    expect(typeof XMLHttpRequest).toBe('function');
    let authorization: string | null = null;
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}update-profile`, ({ request }) => {
        authorization = request.headers.get('authorization');
        // jsdom's Blob loses its bytes on the way into Node's Request; real browsers send them
        // (the e2e suite sends real images), so only the form's envelope is checked here.
        contentType = request.headers.get('content-type');
        return HttpResponse.json({
          key: 'success',
          msg: 'Saved',
          data: { id: 1, name: 'Sara', phone: '500000001', token: 'fresh' },
        });
      }),
    );
    const progress: number[] = [];
    const result = await transport()(
      authCalls.updateProfile,
      { image: new Blob([new Uint8Array(64 * 1024)], { type: 'image/png' }) },
      { onUploadProgress: ({ percent }) => progress.push(percent) },
    );
    expect(result).toMatchObject({ key: 'success', data: { token: 'fresh' } });
    expect(authorization).toBe('Bearer token-1');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress.at(-1)).toBe(1);
  });

  it('fail as a store answer when the store refuses, and as network when it is unreachable', async () => {
    server.use(
      http.post(`${BASE}update-profile`, () =>
        HttpResponse.json(
          { key: 'fail', msg: 'The image is too big', data: null },
          { status: 422 },
        ),
      ),
    );
    const refused = await transport()(
      authCalls.updateProfile,
      { image: new Blob([new Uint8Array(16)], { type: 'image/png' }) },
      { onUploadProgress: () => undefined },
    ).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.kind).toBe('fail');
    expect(isApiError(refused) && refused.msg).toBe('The image is too big');

    server.use(http.post(`${BASE}update-profile`, () => HttpResponse.error()));
    const unreachable = await transport()(
      authCalls.updateProfile,
      { image: new Blob([new Uint8Array(16)], { type: 'image/png' }) },
      { onUploadProgress: () => undefined },
    ).catch((error: unknown) => error);
    expect(isApiError(unreachable) && unreachable.kind).toBe('network');
  });
});
