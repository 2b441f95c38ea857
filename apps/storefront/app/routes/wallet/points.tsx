import { useIntl } from 'react-intl';
import { Breadcrumbs, PageLayout, Skeleton } from '@matjar/ui';
import { PointsScreen } from '@matjar/wallet';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/points';
import { walletPageMessages as m } from './wallet.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/wallet/styles.css';

/** The points and their rate are asked for by the browser as the page is read. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/profile',
  startCalls: ['points'],
  earlyCalls: ['points', 'points/rate'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.pointsTitle),
    description: messageIn(locale, m.pointsDescription),
  });
}

/** Rewards points (/wallet/points): the balance, the rate, and converting them to credit. */
export default function PointsRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.walletTitle), href: '/wallet' },
            { label: intl.formatMessage(m.pointsTitle) },
          ]}
        />
        <h1 className="sf-info-page__title">{intl.formatMessage(m.pointsTitle)}</h1>
        {isCustomer ? <PointsScreen /> : <Skeleton shape="text" lines={4} />}
      </PageLayout>
    </AccountFrame>
  );
}
