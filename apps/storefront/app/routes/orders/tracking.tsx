import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale } from '@matjar/i18n';
import { TrackingMap } from '@matjar/maps';
import { TrackingScreen } from '@matjar/orders';
import { PageLayout, Skeleton } from '@matjar/ui';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { useMapsKey } from '../../lib/use-maps-key.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/tracking';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';
import '@matjar/orders/screens.css';
import '@matjar/maps/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { access: 'customer', map: true, back: '/orders' };

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.trackingTitle),
    description: messageIn(locale, m.detailsDescription),
  });
}

/** Order tracking (/tracking?order_id=…): the status, and the delegate moving on the map, live. */
export default function TrackingRoute() {
  const intl = useIntl();
  const locale = useLocale();
  const mapsKey = useMapsKey();
  const [searchParams] = useSearchParams();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page sf-order-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.trackingTitle)}</h1>
        {isCustomer ? (
          <TrackingScreen
            id={positiveIdOf(searchParams.get('order_id') ?? searchParams.get('id'))}
            paths={orderPaths}
            renderMap={(tracking) => (
              <TrackingMap
                apiKey={mapsKey}
                language={locale}
                origin={tracking.origin}
                destination={tracking.destination}
                position={tracking.position}
                route={tracking.route}
                labels={tracking.delegate ? { delegate: tracking.delegate.name } : undefined}
              />
            )}
          />
        ) : (
          <Skeleton shape="text" lines={6} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
