import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type OrderStatus, type OrderTracking, isApiError } from '@matjar/api-client';
import { ErrorState, Link, PhoneNumber, Skeleton } from '@matjar/ui';
import { useOrderTracking } from '../../hooks/use-order-tracking.js';
import { useOrder } from '../../hooks/use-orders.js';
import { OrderLoadFailure } from '../order-screens/order-load-failure.js';
import type { OrderPaths } from '../order-screens/order-paths.js';
import { OrderProgress } from '../order-status/order-progress.js';
import { trackingScreenMessages as m } from './messages.js';

/** What the screen says of an order whose delivery is over, in place of the map. */
const endedNotes: Partial<Record<OrderStatus, MessageDescriptor>> = {
  finished: m.trackingDelivered,
  returned: m.trackingReturned,
  cancelled: m.trackingCancelled,
  rejected: m.trackingRejected,
};

/** The statuses of an order yet to be prepared: its tracking starts with the preparation. */
const awaitingStart: ReadonlySet<OrderStatus> = new Set(['new', 'waiting', 'scheduled']);

export interface TrackingScreenProps {
  /** The order's id from the address; `undefined` when it names none ("not one of your orders"). */
  id: number | undefined;
  /** The addresses of the order's details and, from an order not found, of the lists. */
  paths: Pick<OrderPaths, 'list' | 'details'>;
  /**
   * The map of the order on its way, drawn under the progress while it can be tracked (new answers
   * come every few seconds): `TrackingMap` of `@matjar/maps` with the app's key.
   */
  renderMap: (tracking: OrderTracking) => ReactNode;
}

function Tracking({ id, paths, renderMap }: TrackingScreenProps & { id: number }) {
  const intl = useIntl();
  const order = useOrder(id);
  const tracking = useOrderTracking(id, {
    isAwaitingStart: order.data !== undefined && awaitingStart.has(order.data.status),
  });
  if (order.isError && !order.data) {
    return (
      <OrderLoadFailure
        error={order.error}
        onRetry={() => void order.refetch()}
        listHref={paths.list()}
      />
    );
  }
  // The store refuses to track an order that is not being prepared or delivered (new, scheduled,
  // cancelled…): the screen then says why from the order's own status.
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
    <div className="orders-tracking">
      <p className="orders-tracking__order">
        <Link to={paths.details(id)}>
          {intl.formatMessage(m.detailsTitle, { number: <bdi key="n">{order.data.number}</bdi> })}
        </Link>
      </p>
      <OrderProgress status={status} />
      {live ? (
        <div className="orders-tracking__live" aria-live="polite">
          <p className="orders-tracking__eta">
            {live.eta_minutes > 0
              ? intl.formatMessage(m.trackingEta, {
                  minutes: <bdi key="eta">{intl.formatNumber(live.eta_minutes)}</bdi>,
                })
              : intl.formatMessage(m.trackingArrived)}
          </p>
          <label className="orders-tracking__progress">
            <span>{intl.formatMessage(m.trackingProgress)}</span>
            <progress max={1} value={live.progress}>
              {intl.formatNumber(live.progress, { style: 'percent' })}
            </progress>
          </label>
          {live.delegate ? (
            <p className="orders-tracking__delegate">
              <bdi>{live.delegate.name}</bdi> · <PhoneNumber value={live.delegate.phone} />
            </p>
          ) : null}
        </div>
      ) : (
        <p className="orders-tracking__note">{intl.formatMessage(note)}</p>
      )}
      {ended || !data ? null : renderMap(data)}
    </div>
  );
}

/**
 * Following an order under the page's title: a link to the order, its progress and, while it is
 * being prepared or on its way, when the delegate arrives, the distance covered and the delegate's
 * name and phone, asked again every few seconds, above the app's map. An order not being tracked
 * says why from its status (not started yet, delivered, cancelled, rejected, returned), and one
 * yet to be prepared goes live once it is. A skeleton while it loads, "not one of your orders" for
 * an address without one or the store's refusal, and a way to try again otherwise. Link
 * `@matjar/orders/screens.css` with it.
 *
 * @example
 * <TrackingScreen
 *   id={idFromTheAddress}
 *   paths={orderPaths}
 *   renderMap={(tracking) => (
 *     <TrackingMap
 *       apiKey={mapsKey}
 *       language={locale}
 *       origin={tracking.origin}
 *       destination={tracking.destination}
 *       position={tracking.position}
 *       route={tracking.route}
 *     />
 *   )}
 * />
 */
export function TrackingScreen({ id, ...props }: TrackingScreenProps) {
  if (id === undefined) return <OrderLoadFailure error={null} listHref={props.paths.list()} />;
  return <Tracking id={id} {...props} />;
}
