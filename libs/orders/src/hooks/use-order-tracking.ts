import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { orderQueries } from '../api/order-queries.js';
import { LIVE_REFRESH_MS } from './use-orders.js';

/** How often a page waiting for an order's preparation asks whether its tracking has started. */
export const TRACKING_START_CHECK_MS = 30_000;

export interface OrderTrackingOptions {
  /**
   * The order is yet to be prepared (new, waiting, scheduled): while the store refuses to track
   * it, ask again every `TRACKING_START_CHECK_MS`, so the page goes live once it is prepared.
   */
  isAwaitingStart?: boolean;
}

/**
 * Where the delegate is, asked again every few seconds while the order is being prepared or on
 * its way; it stops once the order has arrived. The store refuses (`ApiError` kind `fail`) to
 * track an order that is not being prepared or delivered.
 *
 * @example
 * const tracking = useOrderTracking(id, { isAwaitingStart: order.data?.status === 'new' });
 * <TrackingMap position={tracking.data.position} … />
 */
export function useOrderTracking(
  id: number | undefined,
  { isAwaitingStart = false }: OrderTrackingOptions = {},
) {
  const api = useApiClient();
  const hasToken = useHasToken();
  return useQuery({
    ...orderQueries.tracking(api, id ?? 0),
    enabled: hasToken && !!id,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'current' || status === 'on_way') return LIVE_REFRESH_MS;
      const isRefused = isApiError(query.state.error) && query.state.error.kind === 'fail';
      return isAwaitingStart && isRefused ? TRACKING_START_CHECK_MS : false;
    },
  });
}
