import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@matjar/api-client';
import { useGlobalStore } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { cartQueries } from '../api/cart-queries.js';
import {
  useApplyCoupon,
  useCart,
  usePrefetchCart,
  useRemoveCartLine,
  useUpdateCartLine,
} from './use-cart.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.setItem('matjar_token', 'token-1'));

const line = (id: number, quantity: number) => ({
  id,
  product_id: 100 + id,
  name: `Product ${id}`,
  image: null,
  variant: null,
  quantity,
  unit_price: 10,
  original_unit_price: 10,
  price: 10 * quantity,
  max_quantity: 5,
  is_available: true,
});

const cartOf = (...lines: ReturnType<typeof line>[]) => {
  const productsPrice = lines.reduce((sum, item) => sum + item.price, 0);
  return {
    lines,
    count: lines.reduce((sum, item) => sum + item.quantity, 0),
    coupon: null,
    has_unavailable: false,
    products_price: productsPrice,
    discount: 0,
    shipping: 15,
    vat: 0,
    total: productsPrice + 15,
    free_shipping_threshold: 200,
    free_shipping_remaining: 200 - productsPrice,
  };
};

const ok = (data: unknown) => HttpResponse.json({ key: 'success', msg: '', data });

const useCartPage = () => ({
  cart: useCart(),
  update: useUpdateCartLine(),
  remove: useRemoveCartLine(),
  coupon: useApplyCoupon(),
  global: useGlobalStore(),
});

describe('the cart hooks', () => {
  beforeEach(() => {
    server.use(
      http.get(`${BASE}cart`, () => ok(cartOf(line(1, 1), line(2, 2)))),
      http.get(`${BASE}count-cart`, () => ok(3)),
    );
  });

  it('show the new totals and badge after a quantity change, as the server computed them', async () => {
    server.use(http.post(`${BASE}cart/1`, () => ok(cartOf(line(1, 4), line(2, 2)))));
    const { result } = renderHook(useCartPage, {
      wrapper: createSessionTestContext({ baseUrl: BASE, isLoggedIn: true }).wrapper,
    });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(3));
    act(() => result.current.update.mutate({ id: 1, quantity: 4 }));
    await waitFor(() => expect(result.current.cart.data?.count).toBe(6));
    expect(result.current.cart.data?.products_price).toBe(60);
    expect(result.current.global.cartCount).toBe(6);
  });

  it('drop a removed line', async () => {
    server.use(http.delete(`${BASE}cart/2`, () => ok(cartOf(line(1, 1)))));
    const { result } = renderHook(useCartPage, {
      wrapper: createSessionTestContext({ baseUrl: BASE, isLoggedIn: true }).wrapper,
    });
    await waitFor(() => expect(result.current.cart.data?.lines).toHaveLength(2));
    act(() => result.current.remove.mutate(2));
    await waitFor(() => expect(result.current.cart.data?.lines).toHaveLength(1));
    expect(result.current.global.cartCount).toBe(1);
  });

  it("keep the cart as it was when the store refuses a coupon, with the store's message", async () => {
    server.use(
      http.post(`${BASE}cart-coupon`, () =>
        HttpResponse.json(
          { key: 'fail', msg: 'This coupon has expired', data: null },
          { status: 422 },
        ),
      ),
    );
    const { result } = renderHook(useCartPage, {
      wrapper: createSessionTestContext({ baseUrl: BASE, isLoggedIn: true }).wrapper,
    });
    await waitFor(() => expect(result.current.cart.data?.total).toBe(45));
    act(() => result.current.coupon.mutate('OLD2020'));
    await waitFor(() => expect(result.current.coupon.isError).toBe(true));
    expect(result.current.coupon.error).toMatchObject({ msg: 'This coupon has expired' });
    expect(result.current.cart.data?.total).toBe(45);
  });
});

describe('usePrefetchCart', () => {
  it('asks for the cart as the page renders, once, and the page’s cart takes that answer', async () => {
    let requests = 0;
    server.use(
      http.get(`${BASE}cart`, () => {
        requests += 1;
        return ok(cartOf(line(1, 2)));
      }),
    );
    const context = createSessionTestContext({ baseUrl: BASE, isLoggedIn: true });
    const { result, rerender } = renderHook(
      () => {
        usePrefetchCart();
        // Read in the same render: the request has started before any effect has run.
        const status = context.queryClient.getQueryState(cartQueries.cart())?.fetchStatus;
        return { status, cart: useCart() };
      },
      { wrapper: context.wrapper },
    );
    expect(result.current.status).toBe('fetching');
    rerender();
    await waitFor(() => expect(result.current.cart.data?.count).toBe(2));
    expect(requests).toBe(1);
  });

  it('asks for nothing when there is no cart to show (a visitor on a new device)', async () => {
    localStorage.removeItem('matjar_token');
    let requests = 0;
    server.use(
      http.get(`${BASE}cart`, () => {
        requests += 1;
        return ok(cartOf());
      }),
    );
    const context = createSessionTestContext({ baseUrl: BASE });
    renderHook(() => usePrefetchCart(), { wrapper: context.wrapper });
    await act(() => Promise.resolve());
    expect(context.queryClient.getQueryState(cartQueries.cart())).toBeUndefined();
    expect(requests).toBe(0);
  });
});

describe('cartQueries.lines, as the server draws a customer’s cart', () => {
  it('asks with the token it is given, and the page’s cart takes the answer without asking again', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(`${BASE}cart`, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return ok(cartOf(line(1, 3)));
      }),
    );
    const serverClient = new QueryClient();
    const customerApi = createApiClient({ baseUrl: BASE, getToken: () => 'token-of-the-cookie' });
    await serverClient.prefetchQuery(cartQueries.lines(customerApi));
    expect(authorizations).toEqual(['Bearer token-of-the-cookie']);

    const context = createSessionTestContext({ baseUrl: BASE, isLoggedIn: true });
    // As the storefront's browser cache keeps it: fresh for a minute.
    context.queryClient.setDefaultOptions({ queries: { staleTime: 60_000 } });
    hydrate(context.queryClient, dehydrate(serverClient));
    const { result } = renderHook(() => useCart(), { wrapper: context.wrapper });
    expect(result.current.data?.count).toBe(3);
    await act(() => Promise.resolve());
    expect(authorizations).toHaveLength(1);
  });
});
