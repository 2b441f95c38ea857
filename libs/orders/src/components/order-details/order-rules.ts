import type { Order, OrderStatus } from '@matjar/api-client';

/**
 * Statuses of an order still on its way: until delivery the customer may need the code (afterwards
 * it is history), and cash is paid on delivery.
 */
const DELIVERY_AHEAD: ReadonlySet<OrderStatus> = new Set([
  'new',
  'current',
  'on_way',
  'scheduled',
  'waiting',
]);

/** Whether the order has yet to be delivered (and may still be). */
export function isDeliveryAhead(status: OrderStatus): boolean {
  return DELIVERY_AHEAD.has(status);
}

/** A scheduled delivery: its day, and the start and end of its time range when the store gave one. */
export interface DeliverySlot {
  day: Date;
  from: Date | undefined;
  to: Date | undefined;
}

/** A delivery day (`YYYY-MM-DD`, Riyadh) and time range (`16:00-19:00`) as dates to format. */
export function deliverySlot(date: string, time: string | null): DeliverySlot {
  const [from, to] = (time ?? '').split('-').map((clock) => clock.trim());
  const at = (clock: string | undefined) =>
    clock && /^\d{2}:\d{2}$/.test(clock) ? new Date(`${date}T${clock}:00+03:00`) : undefined;
  return { day: new Date(`${date}T12:00:00+03:00`), from: at(from), to: at(to) };
}

/** Whether an order is paid, is to be paid when it arrives, or is not paid. */
export type PaymentState = 'paid' | 'on-delivery' | 'unpaid';

/**
 * Whether the order is paid, will be paid when it arrives (cash on delivery), or is not paid: a
 * cash order that was cancelled or refused before delivery was never paid.
 */
export function paymentStateOf(
  order: Pick<Order, 'is_paid' | 'payment_method' | 'status'>,
): PaymentState {
  if (order.is_paid) return 'paid';
  if (order.payment_method === 'cash' && isDeliveryAhead(order.status)) return 'on-delivery';
  return 'unpaid';
}
