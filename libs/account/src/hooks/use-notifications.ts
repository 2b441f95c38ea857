import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, Notification, Page } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { notificationQueries } from '../api/notification-queries.js';

/** Shared by both deletions, so that the list is asked again only after the last one settles. */
const deleteMutationKey = [...notificationQueries.all, 'delete'] as const;

type NotificationsPage = Page<Notification>;
type Snapshot = [readonly unknown[], NotificationsPage | undefined][];

/**
 * Changes every cached page of the list at once (every page and language) and returns what they
 * held before, for a rollback.
 */
async function updateCachedPages(
  queryClient: QueryClient,
  update: (page: NotificationsPage) => NotificationsPage,
): Promise<Snapshot> {
  const filter = { queryKey: notificationQueries.lists() };
  await queryClient.cancelQueries(filter);
  const previous = queryClient.getQueriesData<NotificationsPage>(filter);
  queryClient.setQueriesData<NotificationsPage>(filter, (page) => page && update(page));
  return previous;
}

function restorePages(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  snapshot?.forEach(([queryKey, page]) => queryClient.setQueryData(queryKey, page));
}

/** After the last pending deletion: the list and the unread count are asked again. */
function refreshAfterDeletion(queryClient: QueryClient, api: ApiClient) {
  const unread = queryClient.invalidateQueries({
    queryKey: notificationQueries.unreadCount(api).queryKey,
  });
  if (queryClient.isMutating({ mutationKey: deleteMutationKey }) > 1) return unread;
  return Promise.all([
    unread,
    queryClient.invalidateQueries({ queryKey: notificationQueries.lists() }),
  ]);
}

/**
 * A page of the signed-in customer's notifications, newest first, their texts in the current
 * language. The store marks the page read once it is sent, so the unread count follows. Nothing is
 * asked without a token.
 *
 * @example
 * const notifications = useNotifications(page);
 * const items = notifications.data?.data ?? [];
 */
export function useNotifications(page: number) {
  const hasToken = useHasToken();
  return useQuery({
    ...notificationQueries.list(useApiClient(), useLocale(), page),
    enabled: hasToken,
    placeholderData: (previous) => previous,
  });
}

/**
 * How many notifications are unread, for the bell in the header. Asked only once the customer
 * has a token; `data` stays `undefined` for a visitor.
 *
 * @example
 * const unread = useUnreadNotificationsCount();
 * <NotificationsBell count={unread.data ?? 0} href="/notifications" />
 */
export function useUnreadNotificationsCount() {
  const hasToken = useHasToken();
  return useQuery({
    ...notificationQueries.unreadCount(useApiClient()),
    enabled: hasToken,
  });
}

/**
 * Deletes one notification. It leaves every cached page at once; if the store refuses, it comes
 * back and the mutation's error says why. Afterwards the list and the unread count are asked again.
 *
 * @example
 * const remove = useDeleteNotification();
 * remove.mutate(id, { onError: (error) => toast({ variant: 'error', title: failureMessage(intl, error) }) });
 */
export function useDeleteNotification() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteMutationKey,
    mutationFn: async (id: number) => {
      await api.notifications.delete({ id });
      return id;
    },
    onMutate: async (id) => ({
      previous: await updateCachedPages(queryClient, (page) => {
        const data = page.data.filter((notification) => notification.id !== id);
        const removed = page.data.length - data.length;
        return {
          data,
          pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - removed) },
        };
      }),
    }),
    onError: (_error, _id, context) => restorePages(queryClient, context?.previous),
    onSettled: () => refreshAfterDeletion(queryClient, api),
  });
}

/**
 * Deletes every notification. The list empties at once; if the store refuses, the notifications
 * come back and the mutation's error says why. Afterwards the list and the unread count are asked
 * again.
 *
 * @example
 * const removeAll = useDeleteAllNotifications();
 * <NotificationsList onDeleteAll={() => removeAll.mutate()} isDeletingAll={removeAll.isPending} … />
 */
export function useDeleteAllNotifications() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteMutationKey,
    mutationFn: async () => {
      await api.notifications.deleteAll();
    },
    onMutate: async () => ({
      previous: await updateCachedPages(queryClient, (page) => ({
        data: [],
        pagination: { ...page.pagination, total: 0, current_page: 1, last_page: 1 },
      })),
    }),
    onError: (_error, _input, context) => restorePages(queryClient, context?.previous),
    onSettled: () => refreshAfterDeletion(queryClient, api),
  });
}
