import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import { usePayOrder } from './use-order-actions.js';
import { TRACKING_START_CHECK_MS, useOrderTracking } from './use-order-tracking.js';
import { useOrder } from './use-orders.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.setItem('matjar_token', 'token-1'));

const order = (id: number, isPaid: boolean) => ({
  id,
  number: String(100000 + id),
  date: '2026-11-22T10:00:00Z',
  status: isPaid ? 'new' : 'waiting',
  order_type: 'normal',
  total: 160,
  items_count: 1,
  products_price: 150,
  discount: 15,
  shipping: 25,
  vat: 20.87,
  order_price: 135,
  address: { id: 1, name: 'Home', address: 'Olaya St' },
  delivery_code: '1234',
  payment_method: 'card',
  is_paid: isPaid,
  items: [],
  can_cancel: true,
  can_receive: false,
  can_pay: !isPaid,
  can_return: false,
  can_rate: false,
  can_track: false,
  can_chat: false,
  is_rated: false,
  has_return: false,
});

const ok = (data: unknown) => HttpResponse.json({ key: 'success', msg: '', data });

describe('useOrder', () => {
  it('reads the order', async () => {
    server.use(http.get(`${BASE}orders/7`, () => ok(order(7, true))));
    const { wrapper } = createSessionTestContext({ baseUrl: BASE, locale: 'en' });
    const { result } = renderHook(() => useOrder(7), { wrapper });
    await waitFor(() => expect(result.current.data?.number).toBe('100007'));
    expect(result.current.data).toMatchObject({ is_paid: true, total: 160 });
  });

  it('asks nothing without an id', () => {
    const { wrapper } = createSessionTestContext({ baseUrl: BASE, locale: 'en' });
    const { result } = renderHook(() => useOrder(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('usePayOrder', () => {
  it('answers the payment page and reads the order again afterwards', async () => {
    let paid = false;
    let returnUrl: FormDataEntryValue | null = null;
    server.use(
      http.get(`${BASE}orders/9`, () => ok(order(9, paid))),
      http.post(`${BASE}orders/9/pay`, async ({ request }) => {
        returnUrl = (await request.formData()).get('return_url');
        paid = true;
        return ok({ payment_url: 'https://pay.example/p/1' });
      }),
    );
    const { wrapper } = createSessionTestContext({ baseUrl: BASE, locale: 'en' });
    const { result } = renderHook(() => ({ order: useOrder(9), pay: usePayOrder() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.order.data?.can_pay).toBe(true));
    let url: string | undefined;
    await act(async () => {
      url = await result.current.pay.mutateAsync({
        id: 9,
        returnUrl: 'https://shop.example/cart/completed',
      });
    });
    expect(url).toBe('https://pay.example/p/1');
    expect(returnUrl).toBe('https://shop.example/cart/completed');
    await waitFor(() => expect(result.current.order.data?.is_paid).toBe(true));
  });

  it.each([
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    '/pay/1',
  ])('refuses a payment page at %s: the customer is not sent there', async (paymentUrl) => {
    server.use(
      http.get(`${BASE}orders/9`, () => ok(order(9, false))),
      http.post(`${BASE}orders/9/pay`, () => ok({ payment_url: paymentUrl })),
    );
    const { wrapper } = createSessionTestContext({ baseUrl: BASE, locale: 'en' });
    const { result } = renderHook(() => usePayOrder(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .mutateAsync({ id: 9, returnUrl: 'https://shop.example/cart/completed' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    });
    expect(failure).toMatchObject({ kind: 'invalid-response' });
  });
});

describe('useOrderTracking', () => {
  const tracking = {
    order_id: 7,
    status: 'current',
    delegate: null,
    origin: { lat: 24.7, lng: 46.6 },
    destination: { lat: 24.8, lng: 46.7 },
    position: { lat: 24.7, lng: 46.6 },
    route: [],
    progress: 0,
    eta_minutes: 25,
  };

  /** The store refuses the first call (the order is new), then tracks it. */
  function storeThatStartsTracking() {
    let calls = 0;
    server.use(
      http.get(`${BASE}orders/7/tracking`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { key: 'fail', msg: 'Tracking is not available for this order now', data: null },
              { status: 422 },
            )
          : ok(tracking);
      }),
    );
    return { calls: () => calls };
  }

  afterEach(() => vi.useRealTimers());

  it('asks again while the order awaits its preparation, and goes live once tracked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = storeThatStartsTracking();
    const { wrapper } = createSessionTestContext({ baseUrl: BASE, locale: 'en' });
    const { result } = renderHook(() => useOrderTracking(7, { isAwaitingStart: true }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(TRACKING_START_CHECK_MS));
    await waitFor(() => expect(result.current.data?.status).toBe('current'));
    expect(store.calls()).toBe(2);
  });

  it('does not ask again for an order whose tracking will not start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = storeThatStartsTracking();
    const { wrapper } = createSessionTestContext({ baseUrl: BASE, locale: 'en' });
    const { result } = renderHook(() => useOrderTracking(7), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(TRACKING_START_CHECK_MS * 2));
    expect(store.calls()).toBe(1);
    expect(result.current.data).toBeUndefined();
  });
});
