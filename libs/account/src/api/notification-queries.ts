import { queryOptions } from '@tanstack/react-query';
import { customerQueryMeta } from '@matjar/auth';
import type { ApiClient } from '@matjar/api-client';

/** How many notifications a page of the list holds. */
export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * Query options of the customer's notifications. List keys carry the language, since the store
 * writes the texts in the request's language; the unread count does not depend on it.
 */
export const notificationQueries = {
  all: ['account', 'notifications'] as const,

  /** The prefix of every page of the list, in every language (for optimistic updates). */
  lists: () => [...notificationQueries.all, 'list'] as const,

  /**
   * A page of the notifications, newest first. The store marks the page read once it is sent, so
   * the unread count is asked again after each page arrives.
   */
  list: (api: ApiClient, lang: string, page: number) =>
    queryOptions({
      queryKey: [...notificationQueries.lists(), lang, page] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal, client }) => {
        const { data } = await api.notifications.list(
          { page, per_page: NOTIFICATIONS_PER_PAGE },
          { signal },
        );
        void client.invalidateQueries({ queryKey: notificationQueries.unreadCount(api).queryKey });
        return data;
      },
    }),

  /** How many notifications are unread: the bell's badge. */
  unreadCount: (api: ApiClient) =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'unreadCount'] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.notifications.unreadCount({}, { signal })).data,
    }),
};
