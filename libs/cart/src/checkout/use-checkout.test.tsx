import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useGlobalStore } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { placedOrder } from '../components/cart-fixtures.js';
import { useCheckoutDraft } from './use-checkout-draft.js';
import { usePlaceOrder } from './use-checkout.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('matjar_token', 'token-1');
});

const ok = (data: unknown) => HttpResponse.json({ key: 'success', msg: '', data });

const signedIn = () =>
  createSessionTestContext({
    baseUrl: BASE,
    isLoggedIn: true,
    global: { cartCount: 3 },
    authUser: {
      id: 41,
      name: 'Sara',
      phone: '500000001',
      email: null,
      image: null,
      city_id: null,
    },
    locale: 'en',
  });

describe('useCheckoutDraft', () => {
  it('keeps one idempotency key until the choices are cleared', () => {
    const { wrapper } = signedIn();
    const { result } = renderHook(() => useCheckoutDraft(), { wrapper });
    let first = '';
    let second = '';
    act(() => {
      first = result.current.ensureIdempotencyKey();
      second = result.current.ensureIdempotencyKey();
    });
    expect(first).not.toBe('');
    expect(second).toBe(first);
    expect(result.current.draft.idempotency_key).toBe(first);
    act(() => result.current.clear());
    let third = '';
    act(() => {
      third = result.current.ensureIdempotencyKey();
    });
    expect(third).not.toBe(first);
  });

  it('shares choices with another tab through the storage', () => {
    const { wrapper } = signedIn();
    const { result } = renderHook(() => useCheckoutDraft(), { wrapper });
    act(() => result.current.update({ feedback: 'Ring twice' }));
    expect(JSON.parse(localStorage.getItem('matjar.checkout.41') ?? '{}')).toMatchObject({
      feedback: 'Ring twice',
    });
    const fromOtherTab = { ...result.current.draft, feedback: 'Leave at the door' };
    act(() => {
      localStorage.setItem('matjar.checkout.41', JSON.stringify(fromOtherTab));
      window.dispatchEvent(new StorageEvent('storage', { key: 'matjar.checkout.41' }));
    });
    expect(result.current.draft.feedback).toBe('Leave at the door');
  });
});

describe('usePlaceOrder', () => {
  it('sends the idempotency key it is given, and empties the badge on success', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${BASE}orders`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return ok({ order: placedOrder, payment_url: null });
      }),
      http.get(`${BASE}count-cart`, () => ok(0)),
    );
    const { wrapper } = signedIn();
    const { result } = renderHook(() => ({ place: usePlaceOrder(), global: useGlobalStore() }), {
      wrapper,
    });
    await act(async () => {
      await result.current.place.mutateAsync({
        input: { location_id: 1, payment_method: 'cash' },
        idempotencyKey: 'checkout-7',
      });
    });
    expect(keys).toEqual(['checkout-7']);
    await waitFor(() => expect(result.current.global.cartCount).toBe(0));
  });

  it('keeps the badge when the store refuses the order', async () => {
    server.use(
      http.post(`${BASE}orders`, () =>
        HttpResponse.json({ key: 'fail', msg: 'Your cart is empty', data: null }, { status: 422 }),
      ),
    );
    const { wrapper } = signedIn();
    const { result } = renderHook(() => ({ place: usePlaceOrder(), global: useGlobalStore() }), {
      wrapper,
    });
    await act(async () => {
      await result.current.place
        .mutateAsync({ input: { location_id: 1, payment_method: 'cash' }, idempotencyKey: 'k' })
        .catch(() => undefined);
    });
    // The mutation's state reaches the component on a later render.
    await waitFor(() =>
      expect(result.current.place.error).toMatchObject({ msg: 'Your cart is empty' }),
    );
    expect(result.current.global.cartCount).toBe(3);
  });
});
