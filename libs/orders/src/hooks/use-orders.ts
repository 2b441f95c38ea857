import { useQuery } from '@tanstack/react-query';
import { type OrderListStatus } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { orderQueries } from '../api/order-queries.js';

/** How often an open tracking page or chat asks for news. */
export const LIVE_REFRESH_MS = 4000;

/**
 * A page of the customer's orders in one status tab.
 *
 * @example
 * const orders = useOrders('new', page);
 * <OrdersList orders={orders.data?.data} … />
 */
export function useOrders(status: OrderListStatus, page: number) {
  const api = useApiClient();
  const lang = useLocale();
  const hasToken = useHasToken();
  return useQuery({
    ...orderQueries.list(api, lang, status, page),
    enabled: hasToken,
    placeholderData: (previous) => previous,
  });
}

/**
 * One of the customer's orders, in the current language (`id` undefined: nothing is asked).
 *
 * @example
 * const order = useOrder(42);
 * if (order.data?.can_pay) …
 */
export function useOrder(id: number | undefined) {
  const api = useApiClient();
  const lang = useLocale();
  const hasToken = useHasToken();
  return useQuery({
    ...orderQueries.details(api, lang, id ?? 0),
    enabled: hasToken && id !== undefined && id > 0,
  });
}
