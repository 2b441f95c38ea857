import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useGlobalStore } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { useDefaultLocation, useSetDefaultLocation } from './use-locations.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.setItem('matjar_token', 'token-1'));

const location = (id: number, isDefault: boolean) => ({
  id,
  is_default: isDefault ? 1 : 0,
  name: `Address ${id}`,
  address: 'King Fahd Road, Riyadh',
  lat: 24.7,
  lng: 46.6,
});

const listOf = (...items: ReturnType<typeof location>[]) => ({
  key: 'success',
  msg: '',
  data: {
    data: items,
    pagination: { total: items.length, per_page: 100, current_page: 1, last_page: 1 },
  },
});

/** A signed-in customer's hooks, optionally with a location already selected. */
const customer = (locationId: number | null = null) =>
  createSessionTestContext({ baseUrl: BASE, isLoggedIn: true, global: { location_id: locationId } })
    .wrapper;

describe('the default-location lookup', () => {
  it('makes the default address the selected location', async () => {
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json(listOf(location(4, false), location(9, true))),
      ),
    );
    const { result } = renderHook(
      () => ({ outcome: useDefaultLocation(), global: useGlobalStore() }),
      {
        wrapper: customer(),
      },
    );
    await waitFor(() => expect(result.current.outcome).toBe('success'));
    // The selection follows the answer in an effect of the same render.
    await waitFor(() => expect(result.current.global.location_id).toBe(9));
  });

  it('reports needActive to the caller and leaves the selected location alone', async () => {
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json({ key: 'needActive', msg: 'Activate your phone first', data: null }),
      ),
    );
    const { result } = renderHook(
      () => ({ outcome: useDefaultLocation(), global: useGlobalStore() }),
      {
        wrapper: customer(2),
      },
    );
    await waitFor(() => expect(result.current.outcome).toBe('needActive'));
    expect(result.current.global.location_id).toBe(2);
  });

  it('is a fail for any other answer', async () => {
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json({ key: 'exception', msg: 'Server error', data: null }, { status: 500 }),
      ),
    );
    const { result } = renderHook(() => useDefaultLocation(), { wrapper: customer() });
    await waitFor(() => expect(result.current).toBe('fail'));
  });
});

describe('useSetDefaultLocation', () => {
  it('selects the new default location', async () => {
    let defaultId = 4;
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json(listOf(location(4, defaultId === 4), location(9, defaultId === 9))),
      ),
      http.post(`${BASE}locations/9/set-default`, () => {
        defaultId = 9;
        return HttpResponse.json({ key: 'success', msg: '', data: location(9, true) });
      }),
    );
    const { result } = renderHook(
      () => ({
        outcome: useDefaultLocation(),
        setDefault: useSetDefaultLocation(),
        global: useGlobalStore(),
      }),
      { wrapper: customer() },
    );
    await waitFor(() => expect(result.current.global.location_id).toBe(4));
    act(() => result.current.setDefault.mutate(9));
    await waitFor(() => expect(result.current.global.location_id).toBe(9));
  });
});
