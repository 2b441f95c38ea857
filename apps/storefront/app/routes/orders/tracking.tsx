import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale } from '@matjar/i18n';
import { TrackingMap } from '@matjar/maps';
import { OrderProgress, useOrder, useOrderTracking } from '@matjar/orders';
import { ErrorState, Skeleton } from '@matjar/ui';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { useMapsKey } from '../../lib/use-maps-key.js';
import { AppLink } from '../../shell/app-link.js';
import { useRequireCustomer } from '../profile/profile-shared.js';
import type { Route } from './+types/tracking';
import { OrderLoadFailure } from './order-details.js';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import '@matjar/orders/styles.css';
import '@matjar/maps/styles.css';

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.trackingTitle),
    description: messageIn(locale, m.detailsDescription),
    isPrivate: true,
  });
}

function Tracking({ id }: { id: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const mapsKey = useMapsKey();
  const order = useOrder(id);
  const tracking = useOrderTracking(id);
  if (order.isError && !order.data) {
    return <OrderLoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  }
  if (tracking.isError && !tracking.data) {
    return <ErrorState onRetry={() => void tracking.refetch()} />;
  }
  const data = tracking.data;
  if (!data || !order.data) return <Skeleton shape="text" lines={8} />;
  const isLive = data.status === 'current' || data.status === 'on_way';
  return (
    <div className="sf-tracking">
      <p className="sf-tracking__order">
        <AppLink to={orderPaths.details(id)}>
          {intl.formatMessage(m.detailsTitle, { number: <bdi key="n">{order.data.number}</bdi> })}
        </AppLink>
      </p>
      <OrderProgress status={data.status} />
      {isLive ? (
        <div className="sf-tracking__live" aria-live="polite">
          <p className="sf-tracking__eta">
            {data.eta_minutes > 0
              ? intl.formatMessage(m.trackingEta, {
                  minutes: <bdi key="eta">{intl.formatNumber(data.eta_minutes)}</bdi>,
                })
              : intl.formatMessage(m.trackingArrived)}
          </p>
          <label className="sf-tracking__progress">
            <span>{intl.formatMessage(m.trackingProgress)}</span>
            <progress max={1} value={data.progress}>
              {intl.formatNumber(data.progress, { style: 'percent' })}
            </progress>
          </label>
          {data.delegate ? (
            <p className="sf-tracking__delegate">
              <bdi>{data.delegate.name}</bdi> ·{' '}
              <a href={`tel:+966${data.delegate.phone}`}>
                <bdi dir="ltr">{data.delegate.phone}</bdi>
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="sf-tracking__note">{intl.formatMessage(m.trackingNotLive)}</p>
      )}
      <TrackingMap
        apiKey={mapsKey}
        language={locale}
        origin={data.origin}
        destination={data.destination}
        position={data.position}
        route={data.route}
        labels={data.delegate ? { delegate: data.delegate.name } : undefined}
      />
    </div>
  );
}

/** Order tracking (/tracking?order_id=…): the status, and the delegate moving on the map, live. */
export default function TrackingRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const id = positiveIdOf(searchParams.get('order_id') ?? searchParams.get('id'));
  const isCustomer = useRequireCustomer();
  return (
    <div className="sf-account-page sf-order-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(m.trackingTitle)}</h1>
      {id === undefined ? (
        <OrderLoadFailure error={null} onRetry={() => undefined} />
      ) : isCustomer ? (
        <Tracking id={id} />
      ) : (
        <Skeleton shape="text" lines={6} />
      )}
    </div>
  );
}
