import { useIntl } from 'react-intl';
import { isApiError } from '@matjar/api-client';
import { ComplaintDetails, useComplaint } from '@matjar/account';
import { Breadcrumbs, EmptyState, ErrorState, PageLayout, Skeleton } from '@matjar/ui';
import { AppLink } from '../../shell/app-link.js';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/complaint';
import { accountPageMessages as m } from './account.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/account/pages.css';

/** The complaint is asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/complaints',
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

/** The way back to the list, then the complaint's number once it is known (`C-1001`). */
function ComplaintCrumbs({ number }: { number?: string }) {
  const intl = useIntl();
  const list = { label: intl.formatMessage(m.complaintsTitle), href: '/complaints' };
  return <Breadcrumbs items={number ? [list, { label: number }] : [list]} />;
}

/** A complaint the store does not know, or that is another customer's: not found, not an error. */
function ComplaintMissing() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(m.complaintNotFound)}
      action={
        <AppLink to="/complaints" className="mj-button">
          {intl.formatMessage(m.backToComplaints)}
        </AppLink>
      }
    />
  );
}

function Complaint({ id }: { id: number }) {
  const complaint = useComplaint(id);
  if (complaint.data) {
    return (
      <>
        <ComplaintCrumbs number={complaint.data.number} />
        <ComplaintDetails complaint={complaint.data} />
      </>
    );
  }
  return (
    <>
      <ComplaintCrumbs />
      {complaint.isError && isApiError(complaint.error) && complaint.error.kind === 'fail' ? (
        <ComplaintMissing />
      ) : complaint.isError ? (
        <ErrorState onRetry={() => void complaint.refetch()} />
      ) : (
        <Skeleton shape="text" lines={6} />
      )}
    </>
  );
}

/** A complaint or suggestion: its message, images and the store's answer. */
export default function ComplaintRoute({ params }: Route.ComponentProps) {
  const isCustomer = usePageAccess();
  const id = Number(params.id);
  return (
    <AccountFrame>
      <PageLayout width="text" className="sf-account-page">
        {isCustomer && Number.isSafeInteger(id) && id > 0 ? (
          <Complaint id={id} />
        ) : isCustomer ? (
          <>
            <ComplaintCrumbs />
            <ComplaintMissing />
          </>
        ) : (
          <>
            <ComplaintCrumbs />
            <Skeleton shape="text" lines={4} />
          </>
        )}
      </PageLayout>
    </AccountFrame>
  );
}
