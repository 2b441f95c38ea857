import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Order, type OrderListStatus, type Stars, isApiError } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import {
  announceCartChanged,
  cartCountQueryKey,
  customerQueryMeta,
  updateGlobalStore,
  useHasToken,
  useSessionStore,
} from '@matjar/auth';
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
 * names of those that could not. The header badge and every open tab follow.
 *
 * @example
 * const reorder = useReorder();
 * reorder.mutate({ id }, { onSuccess: ({ unavailable }) => … });
 */
export function useReorder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    mutationFn: async ({ id }: { id: number }) => (await api.orders.reorder({ id })).data,
    onSuccess: ({ cart }) => {
      updateGlobalStore(session, { cartCount: cart.count });
      // The cart's own queries (`@matjar/cart`'s `cartQueries.all`) are asked again.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: cartCountQueryKey });
      announceCartChanged();
    },
  });
}

/** What a return request sends. */
export interface ReturnRequest {
  id: number;
  item_ids: number[];
  quantities: number[];
  reason: string;
  photos: File[];
}

/**
 * Sends a return request with its photos ("return request sent"); `progress` (0 to 1) follows the
 * upload.
 *
 * @example
 * const request = useRequestReturn();
 * request.mutate({ id, item_ids, quantities, reason, photos });
 */
export function useRequestReturn() {
  const api = useApiClient();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (input: ReturnRequest) => {
      setProgress(0);
      const { data } = await api.orders.requestReturn(input, {
        onUploadProgress: ({ percent }) => setProgress(percent),
      });
      setProgress(1);
      return data;
    },
    onSuccess: (orderReturn) => {
      queryClient.setQueryData(
        orderQueries.returnDetails(api, lang, orderReturn.order_id).queryKey,
        orderReturn,
      );
    },
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: orderQueries.detailsOf(id) });
      void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
    },
  });
  return { ...mutation, progress };
}

/**
 * The return request of an order and its status.
 *
 * @example
 * const orderReturn = useReturnDetails(id);
 */
export function useReturnDetails(id: number | undefined) {
  const api = useApiClient();
  const lang = useLocale();
  const hasToken = useHasToken();
  return useQuery({
    ...orderQueries.returnDetails(api, lang, id ?? 0),
    enabled: hasToken && !!id,
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

/**
 * The chat with the delegate of an order, oldest first; new messages arrive every few seconds
 * while it is open (`live`).
 *
 * @example
 * const chat = useOrderChat(id, true);
 */
export function useOrderChat(id: number | undefined, live: boolean) {
  const api = useApiClient();
  const hasToken = useHasToken();
  return useQuery({
    ...orderQueries.chat(api, id ?? 0),
    enabled: hasToken && !!id,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

/**
 * Sends the delegate a message (text, an image, or both); it joins the chat at once.
 *
 * @example
 * useSendChatMessage(id).mutate({ text: 'North gate, please' });
 */
export function useSendChatMessage(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { text?: string; image?: File }) =>
      (await api.chat.send({ order_id: id, ...input })).data,
    onSuccess: (message) => {
      queryClient.setQueryData(orderQueries.chat(api, id).queryKey, (messages) =>
        messages ? [...messages, message] : [message],
      );
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: orderQueries.chat(api, id).queryKey }),
  });
}

/**
 * How many of the delegate's messages about an order are not read yet (asked again while `live`).
 *
 * @example
 * const unread = useChatUnreadCount(id, order.can_chat);
 */
export function useChatUnreadCount(id: number | undefined, live: boolean) {
  const api = useApiClient();
  const hasToken = useHasToken();
  return useQuery({
    queryKey: [...orderQueries.detailsOf(id ?? 0), 'chat-unread'] as const,
    meta: customerQueryMeta,
    queryFn: async ({ signal }) =>
      (await api.chat.unreadCount({ order_id: id ?? 0 }, { signal })).data,
    enabled: hasToken && !!id && live,
    refetchInterval: live ? LIVE_REFRESH_MS * 4 : false,
  });
}
