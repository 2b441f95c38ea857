import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Order, type Stars } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { updateGlobalStore, useSessionStore } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { orderQueries } from '../api/order-queries.js';

/** After an action the store answers with the order: it replaces the cached one, and lists follow. */
function useOrderAction<TInput extends { id: number }>(act: (input: TInput) => Promise<Order>) {
  const api = useApiClient();
  const lang = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.details(api, lang, order.id).queryKey, order);
    },
    onSettled: (_order, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: orderQueries.detailsOf(id) });
      void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
    },
  });
}

/**
 * Cancels an order with a reason ("order canceled"); a paid order is refunded to the wallet.
 *
 * @example
 * useCancelOrder().mutate({ id, reason: 'Ordered by mistake' });
 */
export function useCancelOrder() {
  const api = useApiClient();
  return useOrderAction(
    async (input: { id: number; reason: string }) => (await api.orders.cancel(input)).data,
  );
}

/**
 * Confirms that an order on its way has been received; it is then finished.
 *
 * @example
 * useReceiveOrder().mutate({ id });
 */
export function useReceiveOrder() {
  const api = useApiClient();
  return useOrderAction(async (input: { id: number }) => (await api.orders.receive(input)).data);
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

/**
 * "Buy again": the still-available items of an order go back into the cart; resolves with the
 * names of those that could not. This tab's header badge and cart follow; the caller tells the
 * store's other open tabs.
 *
 * @example
 * const reorder = useReorder();
 * reorder.mutate({ id }, { onSuccess: ({ unavailable }) => { announceCartChanged(); … } });
 */
export function useReorder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    mutationFn: async ({ id }: { id: number }) => (await api.orders.reorder({ id })).data,
    onSuccess: ({ cart }) => {
      updateGlobalStore(session, { cartCount: cart.count });
      // The cart's own queries (`@matjar/cart`'s `cartQueries.all`, its count among them) are
      // asked again; the caller tells the other open tabs (`announceCartChanged` of `@matjar/cart`).
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}

/**
 * Rates the store, and optionally the delegate and products, of a finished order ("rating sent").
 *
 * @example
 * useRateOrder().mutate({ id, provider: { stars: 5 } });
 */
export function useRateOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: number;
      provider: Stars;
      delegate?: Stars;
      products?: Record<string, Stars>;
    }) => {
      await api.orders.rate(input);
    },
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: orderQueries.detailsOf(id) }),
  });
}

/**
 * The reasons the cancel dialog offers, asked only once the dialog opens (`enabled`).
 *
 * @example
 * const reasons = useCancelReasons(isDialogOpen);
 */
export function useCancelReasons(enabled: boolean) {
  const api = useApiClient();
  const lang = useLocale();
  return useQuery({ ...orderQueries.cancelReasons(api, lang), enabled });
}
