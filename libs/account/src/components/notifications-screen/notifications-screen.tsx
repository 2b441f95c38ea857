import { useIntl } from 'react-intl';
import { failureMessage } from '@matjar/i18n';
import { ErrorState, Pagination, Skeleton, useToast } from '@matjar/ui';
import {
  useDeleteAllNotifications,
  useDeleteNotification,
  useNotifications,
} from '../../hooks/use-notifications.js';
import { NotificationsList } from '../notifications-list/notifications-list.js';

export interface NotificationsScreenProps {
  /**
   * The page of the list shown, 1 being the newest: the app reads it from its address, where the
   * pages under the list write it (`?page=2`).
   */
  page: number;
  /** The path of an order's page, for the notifications about an order. */
  orderHrefFor: (orderId: number) => string;
  /** The path of a product's page, for a product back in stock. */
  productHrefFor?: (productId: number) => string;
}

/**
 * The customer's notifications, newest first, a page at a time: each can be deleted, all of them
 * at once after a confirmation, and those about an order lead to it. A deletion the store refuses
 * puts the notification back and says why in a toast. A skeleton shows while the page is on its
 * way, a retry when the store failed to answer. Needs the app's API client, session, query cache
 * and `ToastProvider`.
 *
 * @example
 * <NotificationsScreen
 *   page={page}
 *   orderHrefFor={(orderId) => `/orders/${orderId}`}
 * />
 */
export function NotificationsScreen({
  page,
  orderHrefFor,
  productHrefFor,
}: NotificationsScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const notifications = useNotifications(page);
  const remove = useDeleteNotification();
  const removeAll = useDeleteAllNotifications();
  const onError = (cause: unknown) => {
    const message = failureMessage(intl, cause);
    if (message) toast({ title: message, variant: 'error' });
  };
  if (notifications.isError && !notifications.data) {
    return <ErrorState onRetry={() => void notifications.refetch()} />;
  }
  if (!notifications.data) return <Skeleton shape="text" lines={6} />;
  return (
    <>
      <NotificationsList
        notifications={notifications.data.data}
        onDelete={(id) => remove.mutate(id, { onError })}
        onDeleteAll={() => removeAll.mutate(undefined, { onError })}
        isDeletingAll={removeAll.isPending}
        orderHrefFor={orderHrefFor}
        productHrefFor={productHrefFor}
      />
      <Pagination
        page={notifications.data.pagination.current_page}
        pageCount={notifications.data.pagination.last_page}
      />
    </>
  );
}
