import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useGlobalStore } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { useAddToCart } from './use-add-to-cart.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const cartWith = (count: number) => ({
  lines: [],
  count,
  coupon: null,
  has_unavailable: false,
  products_price: 0,
  discount: 0,
  shipping: 0,
  vat: 0,
  total: 0,
  free_shipping_threshold: 200,
  free_shipping_remaining: 200,
});

describe('useAddToCart', () => {
  it("puts the product in the customer's cart and shows the new count in the badge", async () => {
    localStorage.setItem('matjar_token', 'token-1');
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(`${BASE}cart`, async ({ request }) => {
        sent.push(
          Object.fromEntries((await request.formData()).entries()) as Record<string, string>,
        );
        return HttpResponse.json({ key: 'success', msg: 'Added', data: cartWith(3) });
      }),
      http.get(`${BASE}count-cart`, () => HttpResponse.json({ key: 'success', msg: '', data: 3 })),
    );
    const { wrapper } = createSessionTestContext({ baseUrl: BASE });
    const { result } = renderHook(() => ({ add: useAddToCart(), global: useGlobalStore() }), {
      wrapper,
    });
    act(() => result.current.add.mutate({ product_id: 12, variant_id: 31, quantity: 2 }));
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    expect(sent).toEqual([{ product_id: '12', variant_id: '31', quantity: '2' }]);
    expect(result.current.global.cartCount).toBe(3);
  });

  it("puts a visitor's product in the device's cart", async () => {
    let macAddress: string | null = null;
    server.use(
      http.post(`${BASE}cart`, async ({ request }) => {
        macAddress = (await request.formData()).get('mac_address') as string | null;
        return HttpResponse.json({ key: 'success', msg: 'Added', data: cartWith(1) });
      }),
    );
    const { wrapper } = createSessionTestContext({
      baseUrl: BASE,
      global: { mac_address: '12.7.300.0' },
    });
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => result.current.mutate({ product_id: 12 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(macAddress).toBe('12.7.300.0');
  });

  it("rejects with the store's message and leaves the badge alone when the stock is exceeded", async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      http.post(`${BASE}cart`, () =>
        HttpResponse.json({ key: 'fail', msg: 'Maximum quantity reached', data: null }),
      ),
    );
    const { wrapper } = createSessionTestContext({ baseUrl: BASE, global: { cartCount: 4 } });
    const { result } = renderHook(() => ({ add: useAddToCart(), global: useGlobalStore() }), {
      wrapper,
    });
    act(() => result.current.add.mutate({ product_id: 12, quantity: 99 }));
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(result.current.add.error).toMatchObject({
      kind: 'fail',
      msg: 'Maximum quantity reached',
    });
    expect(result.current.global.cartCount).toBe(4);
  });
});
