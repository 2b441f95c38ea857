import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, OrderListStatus } from '@matjar/api-client';
import { customerQueryMeta } from '@matjar/auth';

/** How many orders a page of a list holds. */
export const ORDERS_PER_PAGE = 10;

/** How many chat messages are shown: the newest ones. */
export const CHAT_MESSAGES_SHOWN = 100;

/**
 * Query options of the customer's orders. Keys carry the language, since the store names products,
 * statuses and reasons in the request's language.
 */
export const orderQueries = {
  all: ['orders'] as const,

  /** The prefix of every list page, in every language and status (to invalidate them all). */
  lists: () => [...orderQueries.all, 'list'] as const,

  /** A page of the orders in one status tab, newest first. */
  list: (api: ApiClient, lang: string, status: OrderListStatus, page: number) =>
    queryOptions({
      queryKey: [...orderQueries.lists(), status, page, lang] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) =>
        (await api.orders.list({ status, page, per_page: ORDERS_PER_PAGE }, { signal })).data,
    }),

  /** The prefix of every order's details, in every language (to invalidate them all). */
  detailsOf: (id: number) => [...orderQueries.all, 'details', id] as const,

  /** An order with its items, amounts, delegate, reasons and what may be done with it. */
  details: (api: ApiClient, lang: string, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.detailsOf(id), lang] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.orders.show({ id }, { signal })).data,
    }),

  /** The return request of an order and how it is going. */
  returnDetails: (api: ApiClient, lang: string, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.detailsOf(id), 'return', lang] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.orders.returnDetails({ id }, { signal })).data,
    }),

  /** The simplified tax invoice of a paid or delivered order, with its QR code's payload. */
  invoice: (api: ApiClient, lang: string, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.detailsOf(id), 'invoice', lang] as const,
      meta: customerQueryMeta,
      // An invoice, once issued, does not change.
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async ({ signal }) => (await api.orders.invoice({ id }, { signal })).data,
    }),

  /** Where the delegate is along the order's route. */
  tracking: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.detailsOf(id), 'tracking'] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.orders.tracking({ id }, { signal })).data,
    }),

  /** The chat with the delegate, oldest first (the newest `CHAT_MESSAGES_SHOWN`). */
  chat: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.detailsOf(id), 'chat'] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => {
        const { data } = await api.chat.messages(
          { order_id: id, per_page: CHAT_MESSAGES_SHOWN },
          { signal },
        );
        return [...data.data].reverse();
      },
    }),

  /** The reasons the cancel dialog offers. */
  cancelReasons: (api: ApiClient, lang: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'cancel-reasons', lang] as const,
      staleTime: 60 * 60 * 1000,
      queryFn: async ({ signal }) => (await api.content.cancelReasons({}, { signal })).data,
    }),
};
