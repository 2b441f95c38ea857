import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { customerQueryMeta, useHasToken } from '@matjar/auth';
import { orderQueries } from '../api/order-queries.js';
import { LIVE_REFRESH_MS } from './use-orders.js';

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
