import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken, usePrefetchDuringRender } from '@matjar/auth';
import { walletQueries } from '../api/wallet-queries.js';
import { useRefreshWallet } from './use-wallet.js';

/**
 * The loyalty points and what they are worth.
 *
 * @example
 * const points = usePoints();
 */
export function usePoints() {
  const api = useApiClient();
  const hasToken = useHasToken();
  return useQuery({ ...walletQueries.points(api), enabled: hasToken });
}

/**
 * The conversion rate of points to wallet credit.
 *
 * @example
 * const rate = usePointsRate();
 */
export function usePointsRate() {
  return useQuery(walletQueries.pointsRate(useApiClient()));
}

/**
 * Asks for the points and their rate as the calling component renders, when they are not cached
 * or on their way (see `usePrefetchWallet`).
 *
 * @example
 * usePrefetchPoints();
 * const points = usePoints();
 */
export function usePrefetchPoints(): void {
  const api = useApiClient();
  const hasToken = useHasToken();
  usePrefetchDuringRender(walletQueries.points(api), hasToken);
  usePrefetchDuringRender(walletQueries.pointsRate(api), true);
}

/**
 * Converts points (a number, or all of them) to wallet credit; the wallet and the points are
 * asked again, so the balance shown is the server's.
 *
 * @example
 * useConvertPoints().mutate({ all: true });
 */
export function useConvertPoints() {
  const api = useApiClient();
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: async (input: { points: number } | { all: true }) =>
      (await api.points.convert(input)).data,
    onSettled: refresh,
  });
}
