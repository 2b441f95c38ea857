import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import { walletQueries } from '../api/wallet-queries.js';
import { pointsFixture, pointsRateFixture, walletFixture } from '../components/wallet-fixtures.js';
import { usePoints, usePointsRate, usePrefetchPoints } from './use-points.js';
import { usePrefetchWallet, useWallet } from './use-wallet.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.setItem('matjar_token', 'token-1'));

/** Answers each GET path with its data, counting the requests. */
function answering(answers: Record<string, unknown>): Record<string, number> {
  const counts: Record<string, number> = {};
  server.use(
    ...Object.entries(answers).map(([path, data]) =>
      http.get(`${BASE}${path}`, () => {
        counts[path] = (counts[path] ?? 0) + 1;
        return HttpResponse.json({ key: 'success', msg: '', data });
      }),
    ),
  );
  return counts;
}

describe('asking for a wallet page’s data as it renders', () => {
  it('asks for the credit before any effect, once, and the page’s wallet takes that answer', async () => {
    const counts = answering({ wallet: walletFixture });
    const context = createSessionTestContext({ baseUrl: BASE, isLoggedIn: true });
    const { result } = renderHook(
      () => {
        usePrefetchWallet();
        const status = context.queryClient.getQueryState([
          ...walletQueries.all,
          'balance',
        ])?.fetchStatus;
        return { status, wallet: useWallet() };
      },
      { wrapper: context.wrapper },
    );
    expect(result.current.status).toBe('fetching');
    await waitFor(() => expect(result.current.wallet.data?.balance).toBe(walletFixture.balance));
    expect(counts['wallet']).toBe(1);
  });

  it('asks for the points and their rate before any effect, once each', async () => {
    const counts = answering({ points: pointsFixture, 'points/rate': pointsRateFixture });
    const context = createSessionTestContext({ baseUrl: BASE, isLoggedIn: true });
    const { result } = renderHook(
      () => {
        usePrefetchPoints();
        const fetching = context.queryClient
          .getQueryCache()
          .findAll({ queryKey: walletQueries.all })
          .filter((query) => query.state.fetchStatus === 'fetching').length;
        return { fetching, points: usePoints(), rate: usePointsRate() };
      },
      { wrapper: context.wrapper },
    );
    expect(result.current.fetching).toBe(2);
    await waitFor(() => expect(result.current.rate.data?.points).toBe(pointsRateFixture.points));
    await waitFor(() => expect(result.current.points.data?.points).toBe(pointsFixture.points));
    expect(counts).toEqual({ points: 1, 'points/rate': 1 });
  });

  it('asks for nothing without a token', async () => {
    localStorage.removeItem('matjar_token');
    const counts = answering({ wallet: walletFixture, points: pointsFixture });
    const context = createSessionTestContext({ baseUrl: BASE });
    renderHook(() => usePrefetchWallet(), { wrapper: context.wrapper });
    await waitFor(() => expect(context.queryClient.isFetching()).toBe(0));
    expect(counts).toEqual({});
  });
});
