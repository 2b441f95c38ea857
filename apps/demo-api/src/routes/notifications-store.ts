import type { DemoNotification, DemoText } from '../seed/account.js';
import type { DemoStore } from '../state.js';

/** What another domain gives to notify a customer. */
export interface NewNotification {
  /** e.g. `create_order`, `cancel_order`, `finish_order`, `withdraw_order_accepted`, or `admin`. */
  type: string;
  title: DemoText;
  body: DemoText;
  order_id?: number | null;
  product_id?: number | null;
}

/**
 * Adds a notification to a customer's list (unread, newest first). Other domains call it, e.g. on
 * placing an order: `addNotification(store, user.id, { type: 'create_order', title, body, order_id })`.
 */
export function addNotification(
  store: DemoStore,
  userId: number,
  notification: NewNotification,
): DemoNotification {
  const created: DemoNotification = {
    id: store.nextId(),
    user_id: userId,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    order_id: notification.order_id ?? null,
    product_id: notification.product_id ?? null,
    is_read: false,
    created_at: new Date().toISOString(),
  };
  store.state.account.notifications.push(created);
  store.changed();
  return created;
}
