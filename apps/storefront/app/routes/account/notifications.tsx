import { useIntl } from 'react-intl';
import { NotificationsScreen } from '@matjar/account';
import { AlertsPermissionPrompt } from '@matjar/push';
import { PageLayout, Skeleton } from '@matjar/ui';
import { useListPage } from '../../lib/list-page.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/notifications';
import { accountPageMessages as m } from './account.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/account/pages.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { access: 'customer', back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.notificationsTitle),
    description: messageIn(locale, m.notificationsDescription),
  });
}

/** The customer's notifications (visitors are sent to sign in by the route guard). */
export default function NotificationsRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  const page = useListPage();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.notificationsTitle)}</h1>
        {isCustomer && <AlertsPermissionPrompt />}
        {isCustomer ? (
          <NotificationsScreen
            page={page}
            orderHrefFor={(orderId) => `/orderDetailes/${orderId}`}
            productHrefFor={(productId) => `/products/${productId}`}
          />
        ) : (
          <Skeleton shape="text" lines={4} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
