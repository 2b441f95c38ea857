import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { page } from '../paginate.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { accountMsg } from './account-messages.js';
export { type NewNotification, addNotification } from './notifications-store.js';
import { demoNow } from './cart-pricing.js';
import { settleFinishedOrders } from './order-events.js';
import { settleWithdrawals } from './wallet-settle.js';

const newestFirst = (
  a: { created_at: string; id: number },
  b: { created_at: string; id: number },
) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The notifications list: list (then marked read), unread count, delete one, delete all. */
export function serveNotifications(app: Hono, store: DemoStore, served: Set<string>): void {
  const { notifications } = calls;
  const mine = (userId: number) => {
    settleWithdrawals(store);
    settleFinishedOrders(store, demoNow(store));
    return store.state.account.notifications
      .filter((notification) => notification.user_id === userId)
      .sort(newestFirst);
  };

  serveCall(app, store, served, notifications.list, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const shown = page(mine(user.id), input);
    const data = {
      ...shown,
      data: shown.data.map((notification) => ({
        id: notification.id,
        type: notification.type,
        title: notification.title[lang],
        body: notification.body[lang],
        order_id: notification.order_id,
        product_id: notification.product_id ?? null,
        is_read: notification.is_read,
        created_at: notification.created_at,
      })),
    };
    // Opening the list reads what it shows.
    shown.data.forEach((notification) => {
      notification.is_read = true;
    });
    store.changed();
    return { data };
  });

  serveCall(app, store, served, notifications.unreadCount, ({ user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    return { data: mine(user.id).filter((notification) => !notification.is_read).length };
  });

  serveCall(app, store, served, notifications.delete, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const list = store.state.account.notifications;
    const index = list.findIndex(
      (notification) => notification.id === input.id && notification.user_id === user.id,
    );
    if (index < 0)
      return { key: 'fail', status: 404, msg: accountMsg('notificationNotFound', lang) };
    list.splice(index, 1);
    store.changed();
    return { msg: accountMsg('notificationDeleted', lang) };
  });

  serveCall(app, store, served, notifications.deleteAll, ({ user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    store.state.account.notifications = store.state.account.notifications.filter(
      (notification) => notification.user_id !== user.id,
    );
    store.changed();
    return { msg: accountMsg('notificationsDeleted', lang) };
  });
}
