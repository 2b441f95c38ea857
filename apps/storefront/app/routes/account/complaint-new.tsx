import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NewComplaintScreen } from '@matjar/account';
import { Breadcrumbs, PageLayout, Skeleton } from '@matjar/ui';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/complaint-new';
import { accountPageMessages as m } from './account.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/ui/forms.css';
import '@matjar/account/pages.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { access: 'customer', back: '/complaints' };

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.newComplaint),
    description: messageIn(locale, m.complaintsDescription),
  });
}

/** A new complaint or suggestion; once sent, its page opens. */
export default function NewComplaintRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout width="form" className="sf-account-page">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.complaintsTitle), href: '/complaints' },
            { label: intl.formatMessage(m.newComplaint) },
          ]}
        />
        <h1 className="sf-info-page__title">{intl.formatMessage(m.newComplaint)}</h1>
        {isCustomer ? (
          <NewComplaintScreen
            onSent={(complaint) => void navigate(`/complaints/${complaint.id}`, { replace: true })}
          />
        ) : (
          <Skeleton shape="text" lines={4} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
