import { type MessageDescriptor, useIntl } from 'react-intl';
import { type OrderStatus, isApiError } from '@matjar/api-client';
import { useSearchParams } from 'react-router';
import { useLocale } from '@matjar/i18n';
import { TrackingMap } from '@matjar/maps';
import { OrderProgress, useOrder, useOrderTracking } from '@matjar/orders';
import { ErrorState, PageLayout, PhoneNumber, Skeleton } from '@matjar/ui';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { useMapsKey } from '../../lib/use-maps-key.js';
import { AppLink } from '../../shell/app-link.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/tracking';
import { OrderLoadFailure } from './order-details.js';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';
import '@matjar/maps/styles.css';
import './orders-pages.css';
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

/** What the page says of an order whose delivery is over, in place of the map. */
const endedNotes: Partial<Record<OrderStatus, MessageDescriptor>> = {
  finished: m.trackingDelivered,
  returned: m.trackingReturned,
  cancelled: m.trackingCancelled,
  rejected: m.trackingRejected,
};

/** The statuses of an order yet to be prepared: its tracking starts with the preparation. */
const awaitingStart: ReadonlySet<OrderStatus> = new Set(['new', 'waiting', 'scheduled']);

function Tracking({ id }: { id: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const mapsKey = useMapsKey();
  const order = useOrder(id);
  const tracking = useOrderTracking(id, {
    isAwaitingStart: order.data !== undefined && awaitingStart.has(order.data.status),
  });
  if (order.isError && !order.data) {
    return <OrderLoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  }
  // The store refuses to track an order that is not being prepared or delivered (new, scheduled,
  // cancelled…): the page then says why from the order's own status.
  const isRefused =
    tracking.isError && isApiError(tracking.error) && tracking.error.kind === 'fail';
  if (tracking.isError && !tracking.data && !isRefused) {
    return <ErrorState onRetry={() => void tracking.refetch()} />;
  }
  const data = isRefused ? undefined : tracking.data;
  if (!order.data || (!data && !isRefused)) return <Skeleton shape="text" lines={8} />;
  const status = data?.status ?? order.data.status;
  const live = status === 'current' || status === 'on_way' ? data : undefined;
  const ended = endedNotes[status];
  const note: MessageDescriptor = ended ?? m.trackingNotLive;
  return (
    <div className="sf-tracking">
      <p className="sf-tracking__order">
        <AppLink to={orderPaths.details(id)}>
          {intl.formatMessage(m.detailsTitle, { number: <bdi key="n">{order.data.number}</bdi> })}
        </AppLink>
      </p>
      <OrderProgress status={status} />
      {live ? (
        <div className="sf-tracking__live" aria-live="polite">
          <p className="sf-tracking__eta">
            {live.eta_minutes > 0
              ? intl.formatMessage(m.trackingEta, {
                  minutes: <bdi key="eta">{intl.formatNumber(live.eta_minutes)}</bdi>,
                })
              : intl.formatMessage(m.trackingArrived)}
          </p>
          <label className="sf-tracking__progress">
            <span>{intl.formatMessage(m.trackingProgress)}</span>
            <progress max={1} value={live.progress}>
              {intl.formatNumber(live.progress, { style: 'percent' })}
            </progress>
          </label>
          {live.delegate ? (
            <p className="sf-tracking__delegate">
              <bdi>{live.delegate.name}</bdi> · <PhoneNumber value={live.delegate.phone} />
            </p>
          ) : null}
        </div>
      ) : (
        <p className="sf-tracking__note">{intl.formatMessage(note)}</p>
      )}
      {ended || !data ? null : (
        <TrackingMap
          apiKey={mapsKey}
          language={locale}
          origin={data.origin}
          destination={data.destination}
          position={data.position}
          route={data.route}
          labels={data.delegate ? { delegate: data.delegate.name } : undefined}
        />
      )}
    </div>
  );
}

/** Order tracking (/tracking?order_id=…): the status, and the delegate moving on the map, live. */
export default function TrackingRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const id = positiveIdOf(searchParams.get('order_id') ?? searchParams.get('id'));
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page sf-order-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.trackingTitle)}</h1>
        {id === undefined ? (
          <OrderLoadFailure error={null} onRetry={() => undefined} />
        ) : isCustomer ? (
          <Tracking id={id} />
        ) : (
          <Skeleton shape="text" lines={6} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
