import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderListItem } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { Link, Price, Skeleton } from '@matjar/ui';
import { orderStatusMessages } from '../order-status/messages.js';
import { OrderStatusBadge } from '../order-status/order-status-badge.js';
import { orderCardMessages as m } from './messages.js';

/** The intrinsic size of the thumbnail, reserved before it loads (shown at 4rem, sharp at 2x). */
const THUMBNAIL_SIZE = 128;

export interface OrderCardProps {
  /** The order as the lists return it. */
  order: OrderListItem;
  /** The order's details page (`/orderDetailes/{id}`). */
  href: string;
}

/**
 * The day (`YYYY-MM-DD`) and time range (`16:00-19:00`) of a scheduled delivery as instants in
 * Riyadh time; the day is read at noon so no time zone moves it to another date.
 */
function deliverySlotOf(order: OrderListItem) {
  const date = order.delivery_date;
  if (order.order_type !== 'scheduled' || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [from, to] = (order.delivery_time ?? '').split('-').map((clock) => clock.trim());
  const at = (clock: string | undefined) =>
    clock && /^\d{2}:\d{2}$/.test(clock) ? new Date(`${date}T${clock}:00+03:00`) : undefined;
  return { day: new Date(`${date}T12:00:00+03:00`), from: at(from), to: at(to) };
}

/**
 * An order in a list of orders: its thumbnail, "Order {number}", the day it was placed, its status,
 * how many products it holds and its total, and for a scheduled order the delivery day and time.
 * The whole card is one link to the order's details, so its name tells screen readers all of it.
 *
 * @example
 * <OrderCard order={order} href={`/orderDetailes/${order.id}`} />
 */
export function OrderCard({ order, href }: OrderCardProps) {
  const intl = useIntl();
  const format = useFormatters();
  const slot = deliverySlotOf(order);
  const day = slot ? format.date(slot.day, { dateStyle: 'full' }) : null;
  const date = format.date(order.date);
  const delivery =
    slot && day
      ? slot.from && slot.to
        ? intl.formatMessage(m.deliverySlot, {
            day,
            from: format.time(slot.from),
            to: format.time(slot.to),
          })
        : intl.formatMessage(m.deliveryDay, { day })
      : null;
  // The link is named by the visible title; the rest is its description, one sentence for screen
  // readers (the card's parts would otherwise run into each other).
  const facts = {
    status: intl.formatMessage(orderStatusMessages[order.status]),
    date,
    items: intl.formatMessage(m.itemsCount, {
      count: order.items_count,
      number: format.number(order.items_count),
    }),
    total: format.priceLabel(order.total),
  };
  const summary = delivery
    ? intl.formatMessage(m.descriptionWithDelivery, { ...facts, delivery })
    : intl.formatMessage(m.description, facts);
  const description = order.provider_name
    ? intl.formatMessage(m.descriptionWithProvider, { summary, provider: order.provider_name })
    : summary;
  const descriptionId = `order-card-${order.id}-description`;
  return (
    // The whole card opens the order: the title's link stretches over it.
    <div className="orders-card">
      <span id={descriptionId} hidden>
        {description}
      </span>
      <span className="orders-card__thumb">
        {order.image ? (
          <img
            className="orders-card__image"
            src={order.image}
            alt=""
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <PackageIcon />
        )}
      </span>
      <span className="orders-card__body">
        <span className="orders-card__head">
          <Link
            to={href}
            className="orders-card__title orders-card__link"
            aria-describedby={descriptionId}
          >
            <FormattedMessage
              {...m.title}
              values={{ number: <bdi className="orders-card__number">{order.number}</bdi> }}
            />
          </Link>
          <OrderStatusBadge status={order.status} />
        </span>
        {order.provider_name ? (
          <span className="orders-card__provider">
            <bdi>{order.provider_name}</bdi>
          </span>
        ) : null}
        <time className="orders-card__date" dateTime={order.date}>
          {date}
        </time>
        {slot && day ? (
          <span className="orders-card__slot">
            {slot.from && slot.to ? (
              <FormattedMessage
                {...m.deliverySlot}
                values={{
                  day,
                  from: <bdi>{format.time(slot.from)}</bdi>,
                  to: <bdi>{format.time(slot.to)}</bdi>,
                }}
              />
            ) : (
              <FormattedMessage {...m.deliveryDay} values={{ day }} />
            )}
          </span>
        ) : null}
        <span className="orders-card__foot">
          <span className="orders-card__count">
            <FormattedMessage
              {...m.itemsCount}
              values={{
                count: order.items_count,
                number: <bdi>{format.number(order.items_count)}</bdi>,
              }}
            />
          </span>
          <Price className="orders-card__total" amount={order.total} size="sm" />
        </span>
      </span>
    </div>
  );
}

/** A neutral parcel where an order has no image. */
function PackageIcon() {
  return (
    <svg
      className="orders-card__placeholder"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5 12 12l9-4.5M12 12v9M7.5 5.25l9 4.5" />
    </svg>
  );
}

/**
 * An order card while the list loads: the same boxes as `OrderCard`, so nothing moves when the
 * orders arrive. Put it inside a `SkeletonGroup`, which announces the loading once.
 */
export function OrderCardSkeleton() {
  return (
    <div className="orders-card" data-state="loading">
      <div className="orders-card__thumb">
        <Skeleton shape="rect" aspectRatio={1} />
      </div>
      <div className="orders-card__body">
        <div className="orders-card__head">
          <Skeleton inlineSize="45%" />
          <Skeleton inlineSize="25%" />
        </div>
        <Skeleton inlineSize="35%" />
        <div className="orders-card__foot">
          <Skeleton inlineSize="30%" />
          <Skeleton inlineSize="25%" />
        </div>
      </div>
    </div>
  );
}
