import { defineMessage } from 'react-intl';
import type { OrderStatus } from '@matjar/api-client';

/** The name of each order status (spec §4), for badges, lists and the details page. */
export const orderStatusMessages = {
  new: defineMessage({ id: 'orders.status.new', defaultMessage: 'New order' }),
  current: defineMessage({ id: 'orders.status.current', defaultMessage: 'Being prepared' }),
  on_way: defineMessage({ id: 'orders.status.onWay', defaultMessage: 'On the way' }),
  finished: defineMessage({ id: 'orders.status.finished', defaultMessage: 'Delivered' }),
  cancelled: defineMessage({ id: 'orders.status.cancelled', defaultMessage: 'Cancelled' }),
  returned: defineMessage({ id: 'orders.status.returned', defaultMessage: 'Returned' }),
  scheduled: defineMessage({ id: 'orders.status.scheduled', defaultMessage: 'Scheduled' }),
  waiting: defineMessage({ id: 'orders.status.waiting', defaultMessage: 'Waiting for approval' }),
  rejected: defineMessage({ id: 'orders.status.rejected', defaultMessage: 'Rejected' }),
} as const satisfies Record<OrderStatus, unknown>;

/** The progress steps of an order (spec §4): new → current → delivery in progress → finished. */
export const orderStepMessages = {
  new: defineMessage({ id: 'orders.step.new', defaultMessage: 'New order' }),
  current: defineMessage({ id: 'orders.step.current', defaultMessage: 'Current order' }),
  on_way: defineMessage({ id: 'orders.step.onWay', defaultMessage: 'Delivery in progress' }),
  finished: defineMessage({ id: 'orders.step.finished', defaultMessage: 'Finished' }),
} as const;

/** The words of the progress of an order, besides the names of its steps and statuses. */
export const orderProgressMessages = {
  label: defineMessage({ id: 'orders.progress.label', defaultMessage: 'Order progress' }),
  stepDone: defineMessage({ id: 'orders.progress.stepDone', defaultMessage: 'done' }),
  stepPending: defineMessage({ id: 'orders.progress.stepPending', defaultMessage: 'not yet' }),
  scheduled: defineMessage({
    id: 'orders.progress.scheduled',
    defaultMessage: 'It starts on its delivery day',
  }),
  waiting: defineMessage({
    id: 'orders.progress.waiting',
    defaultMessage: "Waiting for the payment or the store's approval",
  }),
  rejected: defineMessage({
    id: 'orders.progress.rejected',
    defaultMessage: 'The store rejected this order',
  }),
  cancelled: defineMessage({
    id: 'orders.progress.cancelled',
    defaultMessage: 'This order was cancelled and will not be delivered',
  }),
  returned: defineMessage({
    id: 'orders.progress.returned',
    defaultMessage: 'The products of this order were returned',
  }),
} as const;
