import { useIntl } from 'react-intl';
import { StockAlertsScreen } from '@matjar/catalog';
import { PageLayout, Skeleton } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AccountFrame } from '../../shell/account-frame.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/stock-alerts';
import { catalogPageMessages as m } from './catalog.messages.js';

export const handle: RouteHandle = { access: 'customer', back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.stockAlertsTitle),
    description: messageIn(locale, m.stockAlertsDescription),
  });
}

/** The products the customer waits for (/stock-alerts; visitors are sent to sign in). */
export default function StockAlertsRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.stockAlertsTitle)}</h1>
        {isCustomer ? <StockAlertsScreen shopHref="/" /> : <Skeleton shape="text" lines={4} />}
      </PageLayout>
    </AccountFrame>
  );
}
