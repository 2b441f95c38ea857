import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notificationQueries, useUnreadNotificationsCount } from '@matjar/account';
import { orderQueries } from '@matjar/orders';
import { type PushAlertsHostProps, PushAlertsHost } from '@matjar/push';

export type StorePushAlertsProps = Pick<
  PushAlertsHostProps,
  'apiUrl' | 'isDemoPushEnabled' | 'firebase'
>;

/**
 * The push alerts of `@matjar/push` in the store: the demo's stream waits for the unread count to
 * confirm the session, a message refreshes the notifications (and, about an order, its lists and
 * its page), and a system notification's click opens its link in the app.
 */
export function StorePushAlerts(props: StorePushAlertsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isSessionConfirmed = useUnreadNotificationsCount().isSuccess;
  return (
    <PushAlertsHost
      {...props}
      isSessionConfirmed={isSessionConfirmed}
      onOpenLink={(link) => void navigate(link)}
      onMessage={(message) => {
        void queryClient.invalidateQueries({ queryKey: notificationQueries.all });
        if (message.order_id) {
          void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
          void queryClient.invalidateQueries({
            queryKey: orderQueries.detailsOf(message.order_id),
          });
        }
      }}
    />
  );
}
