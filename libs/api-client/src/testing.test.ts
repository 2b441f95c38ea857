import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from './core/api-error.js';
import { calls } from './core/calls.js';
import { createApiClient } from './core/create-api-client.js';
import { answerCall, answeringFetch, refusal, success } from './testing.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: BASE, getToken: () => 'token-1', retries: 0 });

const failureOf = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { kind: error.kind, status: error.status, msg: error.msg };
  }
  throw new Error('the call did not fail');
};

describe("the store's answers for other teams' tests", () => {
  it('answers a call with its data, which the real client reads and checks', async () => {
    server.use(answerCall(BASE, calls.cart.count, success(3)));
    await expect(api.cart.count({})).resolves.toMatchObject({ key: 'success', data: 3 });
  });

  it("answers from the request: the path's parameters and what was sent", async () => {
    server.use(
      answerCall(BASE, calls.catalog.toggleFavorite, ({ params }) =>
        params['id'] === '7'
          ? success({ product_id: 7, is_favorite: true })
          : refusal('هذا المنتج غير موجود'),
      ),
    );
    await expect(api.catalog.toggleFavorite({ id: 7 })).resolves.toMatchObject({
      data: { product_id: 7, is_favorite: true },
    });
    await expect(failureOf(api.catalog.toggleFavorite({ id: 8 }))).resolves.toEqual({
      kind: 'fail',
      status: 422,
      msg: 'هذا المنتج غير موجود',
    });
  });

  it('refuses as the store does, with its status: a session that ended, a blocked customer', async () => {
    server.use(answerCall(BASE, calls.cart.count, refusal('Unauthenticated', 'unauthenticated')));
    await expect(failureOf(api.cart.count({}))).resolves.toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
    server.use(answerCall(BASE, calls.cart.count, refusal('Blocked', 'blocked')));
    await expect(failureOf(api.cart.count({}))).resolves.toMatchObject({
      kind: 'blocked',
      status: 403,
    });
  });

  it('answers with a flow key the call allows, and the client narrows on it', async () => {
    server.use(
      answerCall(BASE, calls.auth.signIn, {
        key: 'needActive',
        data: { id: 41, name: 'سارة', phone: '500000001' },
      }),
    );
    const signIn = await api.auth.signIn({ phone: '500000001', password: '123456' });
    expect(signIn.key).toBe('needActive');
    expect(signIn.data.phone).toBe('500000001');
  });

  it('is typed by the call: data of another shape does not compile', () => {
    // @ts-expect-error The cart's count is a number (or its digits).
    answerCall(BASE, calls.cart.count, success({ count: 3 }));
    // @ts-expect-error A product's favorite state names the product.
    answerCall(BASE, calls.catalog.toggleFavorite, success({ is_favorite: true }));
    // @ts-expect-error cart.count answers no flow key.
    answerCall(BASE, calls.cart.count, { key: 'needActive', data: 3 });
    expect(answerCall(BASE, calls.cart.count, success(0)).info.path).toBe(`${BASE}count-cart`);
  });
});

describe('answeringFetch', () => {
  it('answers the client from its handlers alone, and refuses what they do not answer', async () => {
    const offline = createApiClient({
      baseUrl: BASE,
      getToken: () => 'token-1',
      retries: 0,
      fetch: answeringFetch([answerCall(BASE, calls.cart.count, success(4))]),
    });
    await expect(offline.cart.count({})).resolves.toMatchObject({ data: 4 });
    await expect(failureOf(offline.wallet.balance({}))).resolves.toMatchObject({
      status: 404,
      msg: expect.stringContaining('Not answered here: GET'),
    });
  });
});
