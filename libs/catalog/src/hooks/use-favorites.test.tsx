import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import { productsFixture } from '../components/fixtures.js';
import { useIsFavorite, useToggleFavorite } from './use-favorites.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const page = (ids: number[]) => ({
  data: productsFixture
    .filter((product) => ids.includes(product.id))
    .map((product) => ({ ...product, is_favorite: true })),
  pagination: { total: ids.length, per_page: 100, current_page: 1, last_page: 1 },
});

/** A fresh session and cache, in English. */
const session = () => createSessionTestContext({ baseUrl: BASE, locale: 'en' }).wrapper;

/** Two cards of the same product and one of another, as a page would show them. */
function useCards() {
  return {
    railCard: useIsFavorite(101),
    gridCard: useIsFavorite(101),
    other: useIsFavorite(102),
    toggle: useToggleFavorite(),
  };
}

describe('favorites', () => {
  it('shows no product as a favorite to a visitor, without asking the store', () => {
    const { result } = renderHook(() => useIsFavorite(101), { wrapper: session() });
    expect(result.current).toBe(false);
  });

  it("marks the customer's favorites on every card of the product", async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      http.get(`${BASE}favorites`, () =>
        HttpResponse.json({ key: 'success', msg: '', data: page([102]) }),
      ),
    );
    const { result } = renderHook(useCards, { wrapper: session() });
    await waitFor(() => expect(result.current.other).toBe(true));
    expect(result.current.railCard).toBe(false);
    expect(result.current.gridCard).toBe(false);
  });

  it('changes every card of the product at once when the customer presses one heart', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${BASE}favorites`, () =>
        HttpResponse.json({ key: 'success', msg: '', data: page([102]) }),
      ),
      http.post(`${BASE}products/101/favorite`, async () => {
        await answered;
        return HttpResponse.json({
          key: 'success',
          msg: '',
          data: { product_id: 101, is_favorite: true },
        });
      }),
    );
    const { result } = renderHook(useCards, { wrapper: session() });
    await waitFor(() => expect(result.current.other).toBe(true));
    act(() => result.current.toggle.mutate(101));
    await waitFor(() => expect(result.current.railCard).toBe(true));
    expect(result.current.gridCard).toBe(true);
    release();
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    expect(result.current.railCard).toBe(true);
    expect(result.current.other).toBe(true);
  });

  it('puts the heart back when the store refuses the change', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      http.get(`${BASE}favorites`, () =>
        HttpResponse.json({ key: 'success', msg: '', data: page([102]) }),
      ),
      http.post(`${BASE}products/102/favorite`, () =>
        HttpResponse.json({ key: 'fail', msg: 'Try again later', data: null }),
      ),
    );
    const { result } = renderHook(useCards, { wrapper: session() });
    await waitFor(() => expect(result.current.other).toBe(true));
    act(() => result.current.toggle.mutate(102));
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(result.current.other).toBe(true);
  });
});
