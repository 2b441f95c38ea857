import { useIntl } from 'react-intl';
import { ComplaintsScreen } from '@matjar/account';
import { PageLayout, Skeleton } from '@matjar/ui';
import { useListPage } from '../../lib/list-page.js';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/complaints';
import { accountPageMessages as m } from './account.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/account/pages.css';

/** The complaints are asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/profile',
  startCalls: ['complaints'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.complaintsTitle),
    description: messageIn(locale, m.complaintsDescription),
  });
}

/** Complaints and suggestions sent to the store, newest first, and a way to send a new one. */
export default function ComplaintsRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  const page = useListPage();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <div className="sf-account-page__header">
          <h1 className="sf-info-page__title">{intl.formatMessage(m.complaintsTitle)}</h1>
          <div className="sf-account-page__actions">
            <AppLink className="mj-button" to="/complaints/new">
              {intl.formatMessage(m.newComplaint)}
            </AppLink>
          </div>
        </div>
        {isCustomer ? (
          <ComplaintsScreen page={page} hrefFor={(id) => `/complaints/${id}`} />
        ) : (
          <Skeleton shape="text" lines={4} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
