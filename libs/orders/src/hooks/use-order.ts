import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { orderQueries } from '../api/order-queries.js';

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

/**
 * Opens the hosted payment page of an unpaid card order: resolves with the page's address, where
 * the caller sends the browser. `returnUrl` is where the page sends the customer back, with
 * `payment=success|failed` and `order_id`.
 *
 * @example
 * const pay = usePayOrder();
 * pay.mutate({ id, returnUrl: `${location.origin}/cart/completed` }, {
 *   onSuccess: (url) => window.location.assign(url),
 * });
 */
export function usePayOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, returnUrl }: { id: number; returnUrl: string }) =>
      (await api.orders.pay({ id, return_url: returnUrl })).data.payment_url,
    onSettled: (_url, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: orderQueries.detailsOf(id) }),
  });
}
