import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { streamSSE } from 'hono/streaming';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { demoNow } from './cart-pricing.js';
import { settleFinishedOrders } from './order-events.js';

/** How often the stream looks for new notifications. */
const POLL_MS = 1000;

/**
 * `POST notifications/stream-ticket` (the contract's `notifications.streamTicket`) gives a ticket;
 * `GET /__demo/push/stream?ticket=…&since=…` is the demo's push transport. Without a push service, the demo
 * sends each new notification of the signed-in customer (order and wallet events) as a server-sent
 * event `push` whose data is the push message (`type`, `title_ar`, `title_en`, `body_ar`, `body_en`,
 * `order_id`, `product_id`). `EventSource` cannot send headers, so the stream's URL names a ticket, never the
 * token.
 */
export function servePushStream(app: Hono, store: DemoStore, served: Set<string>): void {
  // Stream tickets stand for a session in the stream's URL, so the bearer token never is in one;
  // a ticket dies with its session.
  const tickets = new Map<string, string>();

  serveCall(app, store, served, calls.notifications.streamTicket, ({ user, token }): Reply => {
    if (!user || !token) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const ticket = randomUUID();
    tickets.set(ticket, token);
    return { data: { ticket } };
  });

  app.get('/__demo/push/stream', (c) => {
    const ticket = c.req.query('ticket');
    const token = ticket ? tickets.get(ticket) : undefined;
    const userId = token ? store.state.sessions[token] : undefined;
    if (userId === undefined) {
      return c.json({ key: 'unauthenticated', msg: 'unauthenticated', data: null }, 401);
    }
    const mine = () =>
      store.state.account.notifications.filter((notification) => notification.user_id === userId);
    // `since` (ms since 1970, e.g. when the page was opened): what came after it is sent even if the
    // stream connects later; without it, only what comes after the connection.
    const since = Number(c.req.query('since'));
    const before = Number.isFinite(since)
      ? mine().filter((notification) => Date.parse(notification.created_at) < since)
      : mine();
    // A reconnecting EventSource names the last event it had: nothing is sent twice.
    const lastEventId = Number(c.req.header('Last-Event-ID') || Number.NaN);
    let lastId =
      Number.isInteger(lastEventId) && lastEventId > 0
        ? lastEventId
        : Math.max(0, ...before.map((notification) => notification.id));
    return streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed) {
        // Orders finish with time in the demo: settling them here sends their notification.
        settleFinishedOrders(store, demoNow(store));
        const fresh = mine()
          .filter((notification) => notification.id > lastId)
          .sort((a, b) => a.id - b.id);
        for (const notification of fresh) {
          await stream.writeSSE({
            event: 'push',
            id: String(notification.id),
            data: JSON.stringify({
              type: notification.type,
              title_ar: notification.title.ar,
              title_en: notification.title.en,
              body_ar: notification.body.ar,
              body_en: notification.body.en,
              order_id: notification.order_id,
              product_id: notification.product_id ?? null,
            }),
          });
          lastId = notification.id;
        }
        await stream.sleep(POLL_MS);
      }
    });
  });
}
