import { useIntl } from 'react-intl';
import { ComplaintScreen } from '@matjar/account';
import { Breadcrumbs, PageLayout, Skeleton } from '@matjar/ui';
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

/** A complaint or suggestion: its message, images and the store's answer. */
export default function ComplaintRoute({ params }: Route.ComponentProps) {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  // The way back to the list, then the complaint's number once it is known (`C-1001`).
  const list = { label: intl.formatMessage(m.complaintsTitle), href: '/complaints' };
  const trail = (number: string | undefined) => (
    <Breadcrumbs items={number ? [list, { label: number }] : [list]} />
  );
  return (
    <AccountFrame>
      <PageLayout width="text" className="sf-account-page">
        {isCustomer ? (
          <ComplaintScreen id={Number(params.id)} listHref="/complaints" renderTrail={trail} />
        ) : (
          <>
            {trail(undefined)}
            <Skeleton shape="text" lines={4} />
          </>
        )}
      </PageLayout>
    </AccountFrame>
  );
}
