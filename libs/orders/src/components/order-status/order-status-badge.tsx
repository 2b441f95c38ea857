import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { OrderStatus } from '@matjar/api-client';
import { orderStatusMessages } from './messages.js';

/** The colour family of a status: brand while it moves, success, warning, danger or muted. */
export type OrderStatusTone = 'brand' | 'success' | 'warning' | 'danger' | 'muted';

const toneOf = {
  new: 'brand',
  current: 'brand',
  on_way: 'brand',
  finished: 'success',
  waiting: 'warning',
  scheduled: 'warning',
  cancelled: 'danger',
  rejected: 'danger',
  returned: 'muted',
} as const satisfies Record<OrderStatus, OrderStatusTone>;

export interface OrderStatusBadgeProps {
  /** The order's status; its name is shown, in a colour that follows it. */
  status: OrderStatus;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The name of an order's status as a pill: brand for an order on its way through the steps
 * (new, being prepared, on the way), success once delivered, warning while it waits (for payment,
 * approval or its day), danger when cancelled or rejected, muted when returned. The colour only
 * repeats the name, so it is readable without it.
 *
 * @example
 * <OrderStatusBadge status={order.status} />
 */
export function OrderStatusBadge({ status, className, ref }: OrderStatusBadgeProps) {
  const intl = useIntl();
  return (
    <span
      ref={ref}
      className={['orders-status-badge', className].filter(Boolean).join(' ')}
      data-status={status}
      data-tone={toneOf[status]}
    >
      {intl.formatMessage(orderStatusMessages[status])}
    </span>
  );
}
