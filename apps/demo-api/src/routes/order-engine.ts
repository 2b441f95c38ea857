import type { DemoLang } from '../messages.js';
import type { DemoOrder } from '../seed/commerce.js';
import type { DemoStore } from '../state.js';
import { demoNow, productImage, riyadhInstant, round2 } from './cart-pricing.js';

export type DemoOrderStatus =
  | 'new'
  | 'current'
  | 'on_way'
  | 'finished'
  | 'cancelled'
  | 'returned'
  | 'scheduled'
  | 'waiting'
  | 'rejected';

export const MINUTE_MS = 60_000;
/** Minutes after activation at which an order becomes current, on its way, and finished. */
const STEPS: readonly { status: DemoOrderStatus; from: number }[] = [
  { status: 'new', from: 0 },
  { status: 'current', from: 2 },
  { status: 'on_way', from: 5 },
  { status: 'finished', from: 20 },
];
/** The minutes the delegate drives, from `on_way` to arrival. */
const DRIVE_MINUTES = 15;
/** A bank transfer is approved by the (simulated) administration this long after placing. */
export const BANK_TRANSFER_APPROVAL_MS = 10 * MINUTE_MS;
/** A return request is accepted this long after it was sent. */
export const RETURN_DECISION_MS = 30 * MINUTE_MS;
/** The demo store's warehouse, where orders leave from (Riyadh). */
const ORIGIN = { lat: 24.7136, lng: 46.6753 };

/** When a scheduled order starts its progress: a few minutes before its time range starts. */
export function scheduledActivation(order: Pick<DemoOrder, 'delivery_date' | 'delivery_time'>) {
  if (!order.delivery_date || !order.delivery_time) return null;
  const [from = '00:00'] = order.delivery_time.split('-');
  return riyadhInstant(order.delivery_date, from) - 5 * MINUTE_MS;
}

/** Minutes since the order started its progress, or null while it has not started. */
function minutesActive(order: DemoOrder, now: number): number | null {
  if (order.activated_at === null) return null;
  const elapsed = now - Date.parse(order.activated_at);
  return elapsed < 0 ? null : elapsed / MINUTE_MS;
}

/** Where an order is now, by the demo clock. */
export function statusOf(order: DemoOrder, now: number): DemoOrderStatus {
  if (order.final_status) return order.final_status;
  if (order.received_at) return 'finished';
  const minutes = minutesActive(order, now);
  if (minutes === null) {
    return order.order_type === 'scheduled' && order.activated_at !== null
      ? 'scheduled'
      : 'waiting';
  }
  return [...STEPS].reverse().find((step) => minutes >= step.from)?.status ?? 'new';
}

/** Moves an order to its next status (the `/__demo/orders/{id}/advance` endpoint). */
export function advanceOrder(order: DemoOrder, now: number): boolean {
  const status = statusOf(order, now);
  if (status === 'waiting' || status === 'scheduled') {
    order.activated_at = new Date(now).toISOString();
    return true;
  }
  const minutes = minutesActive(order, now);
  const next = STEPS.find((step) => minutes !== null && step.from > minutes);
  if (!next || minutes === null || order.activated_at === null) return false;
  order.activated_at = new Date(
    Date.parse(order.activated_at) - (next.from - minutes) * MINUTE_MS,
  ).toISOString();
  return true;
}

export const hasDelegate = (status: DemoOrderStatus) =>
  status === 'current' || status === 'on_way' || status === 'finished' || status === 'returned';

export function delegateView(store: DemoStore, order: DemoOrder, lang: DemoLang) {
  const delegate = store.state.commerce.delegates.find(
    (candidate) => candidate.id === order.delegate_id,
  );
  if (!delegate) return null;
  const mine = store.state.commerce.ratings.find(
    (rating) =>
      rating.order_id === order.id &&
      rating.target === 'delegate' &&
      rating.target_id === delegate.id,
  );
  const average = delegate.ratings.length
    ? delegate.ratings.reduce((sum, stars) => sum + stars, 0) / delegate.ratings.length
    : 0;
  return {
    id: delegate.id,
    name: delegate.name[lang],
    phone: delegate.phone,
    image: delegate.image,
    rating: round2(average),
    my_rating: mine?.stars ?? null,
  };
}

/** A chosen variant as the store names it: its colour in `lang` with its swatch, and its size. */
export function variantView(
  variant: {
    id: number;
    color: { ar: string; en: string; hex: string } | null;
    size: string | null;
  },
  lang: DemoLang,
) {
  return {
    id: variant.id,
    color: variant.color ? variant.color[lang] : null,
    color_hex: variant.color?.hex ?? null,
    size: variant.size,
  };
}

export function itemView(item: DemoOrder['items'][number], lang: DemoLang) {
  return {
    id: item.id,
    product_id: item.product_id,
    name: item.name[lang],
    image: productImage(item.product_id),
    variant: item.variant ? variantView(item.variant, lang) : null,
    quantity: item.quantity,
    unit_price: item.unit_price,
    price: item.price,
  };
}

export function listItemView(store: DemoStore, order: DemoOrder, lang: DemoLang) {
  const first = order.items[0];
  const providerId = store.state.catalog.products.find(
    (product) => product.id === first?.product_id,
  )?.provider_id;
  const provider = store.state.catalog.providers.find((candidate) => candidate.id === providerId);
  return {
    id: order.id,
    number: order.number,
    date: order.placed_at,
    status: statusOf(order, demoNow(store)),
    order_type: order.order_type,
    total: order.total,
    items_count: order.items.reduce((sum, item) => sum + item.quantity, 0),
    image: first ? productImage(first.product_id) : null,
    provider_name: provider ? provider.name[lang] : null,
    delivery_date: order.delivery_date,
    delivery_time: order.delivery_time,
  };
}

/** An order as the details page shows it. */
export function orderView(store: DemoStore, order: DemoOrder, lang: DemoLang) {
  const status = statusOf(order, demoNow(store));
  const orderReturn = store.state.commerce.returns.find(
    (candidate) => candidate.order_id === order.id,
  );
  return {
    ...listItemView(store, order, lang),
    products_price: order.products_price,
    discount: order.discount,
    shipping: order.shipping,
    vat: order.vat,
    total: order.total,
    order_price: round2(order.products_price - order.discount),
    address: order.location,
    coupon: order.coupon,
    delivery_code: order.delivery_code,
    payment_method: order.payment_method,
    is_paid: order.is_paid,
    paid_from_wallet:
      order.paid_from_wallet ?? (order.payment_method === 'wallet' ? order.total : 0),
    cancel_reason: order.cancel_reason,
    return_reason: orderReturn?.reason ?? null,
    reject_reason: order.reject_reason,
    return_photos: orderReturn?.photos ?? [],
    feedback: order.feedback,
    recipient: order.recipient,
    delegate: hasDelegate(status) ? delegateView(store, order, lang) : null,
    items: order.items.map((item) => itemView(item, lang)),
    can_cancel: status === 'new' || status === 'waiting' || status === 'scheduled',
    can_receive: status === 'on_way',
    can_pay: order.payment_method === 'card' && !order.is_paid && status === 'waiting',
    can_return: status === 'finished' && !orderReturn,
    can_rate: status === 'finished' && !order.rated,
    can_track: status === 'current' || status === 'on_way',
    can_chat: status === 'current' || status === 'on_way',
    is_rated: order.rated,
    has_return: !!orderReturn,
  };
}

const lerp = (from: { lat: number; lng: number }, to: { lat: number; lng: number }, t: number) => ({
  lat: from.lat + (to.lat - from.lat) * t,
  lng: from.lng + (to.lng - from.lng) * t,
});

/** The delegate's position on the route: at the store while current, moving while on its way. */
export function trackingView(store: DemoStore, order: DemoOrder, lang: DemoLang) {
  const now = demoNow(store);
  const status = statusOf(order, now);
  const destination = {
    lat: order.location.lat ?? ORIGIN.lat + 0.05,
    lng: order.location.lng ?? ORIGIN.lng + 0.05,
  };
  // Streets, roughly: along the latitude first, then along the longitude.
  const corner = { lat: destination.lat, lng: ORIGIN.lng };
  const route = [
    ORIGIN,
    lerp(ORIGIN, corner, 0.5),
    corner,
    lerp(corner, destination, 0.5),
    destination,
  ];
  const minutes = minutesActive(order, now) ?? 0;
  const progress =
    status === 'on_way'
      ? Math.min(1, Math.max(0, (minutes - 5) / DRIVE_MINUTES))
      : status === 'current'
        ? 0
        : 1;
  // Position along the route, by the share of its length travelled.
  const legs = route.slice(1).map((point, index) => {
    const from = route[index] ?? ORIGIN;
    return { from, to: point, length: Math.hypot(point.lat - from.lat, point.lng - from.lng) };
  });
  const length = legs.reduce((sum, leg) => sum + leg.length, 0);
  let left = progress * length;
  let position = ORIGIN;
  for (const leg of legs) {
    if (left <= leg.length || leg === legs[legs.length - 1]) {
      position = leg.length ? lerp(leg.from, leg.to, Math.min(1, left / leg.length)) : leg.to;
      break;
    }
    left -= leg.length;
  }
  return {
    order_id: order.id,
    status,
    delegate: delegateView(store, order, lang),
    origin: ORIGIN,
    destination,
    position,
    route,
    progress: round2(progress),
    eta_minutes:
      status === 'current'
        ? DRIVE_MINUTES + Math.ceil(5 - minutes)
        : Math.ceil((1 - progress) * DRIVE_MINUTES),
  };
}
