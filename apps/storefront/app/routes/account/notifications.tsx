import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  NotificationsList,
  useDeleteAllNotifications,
  useDeleteNotification,
  useNotifications,
} from '@matjar/account';
import { AlertsPermissionPrompt } from '@matjar/push';
import { ErrorState, PageLayout, Pagination, Skeleton, useToast } from '@matjar/ui';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/notifications';
import { accountPageMessages as m } from './account.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/account/pages.css';
import type { RouteHandle } from '../../lib/route-handle.js';
import { failureMessage } from '@matjar/i18n';

export const handle: RouteHandle = { access: 'customer', back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.notificationsTitle),
    description: messageIn(locale, m.notificationsDescription),
  });
}

function Notifications() {
  const intl = useIntl();
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
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
        orderHrefFor={(orderId) => `/orderDetailes/${orderId}`}
      />
      <Pagination
        page={notifications.data.pagination.current_page}
        pageCount={notifications.data.pagination.last_page}
      />
    </>
  );
}

/** The customer's notifications (visitors are sent to sign in by the route guard). */
export default function NotificationsRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.notificationsTitle)}</h1>
        {isCustomer && <AlertsPermissionPrompt />}
        {isCustomer ? <Notifications /> : <Skeleton shape="text" lines={4} />}
      </PageLayout>
    </AccountFrame>
  );
}
