import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import type { DemoChatMessage } from '../seed/commerce.js';
import { page } from '../paginate.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { demoNow } from './cart-pricing.js';
import { statusOf } from './order-engine.js';
import { commerceMsg, delegateReplies } from './order-messages.js';

/**
 * The delegate answers a customer's message this long after it was sent (20 s; end-to-end tests
 * shorten it with `DEMO_CHAT_REPLY_MS`).
 */
const REPLY_DELAY_MS = Number(globalThis.process?.env['DEMO_CHAT_REPLY_MS'] ?? 20_000);

const messageView = (message: DemoChatMessage) => ({
  id: message.id,
  order_id: message.order_id,
  sender: message.sender,
  text: message.text,
  image: message.image,
  created_at: message.created_at,
  is_read: message.sender === 'customer' || message.read,
});

/** Chat with the delegate of an order; the demo delegate answers after a short while. */
export function serveChat(app: Hono, store: DemoStore, served: Set<string>): void {
  const { chat } = calls;
  const ownOrder = (userId: number | undefined, orderId: number) =>
    store.state.commerce.orders.find((order) => order.id === orderId && order.user_id === userId);
  // Messages dated in the future (the delegate's pending answers) are not there yet.
  const visible = (message: DemoChatMessage) => Date.parse(message.created_at) <= demoNow(store);

  serveCall(app, store, served, chat.messages, ({ input, user, lang }): Reply => {
    if (!ownOrder(user?.id, input.order_id)) {
      return { key: 'fail', status: 404, msg: commerceMsg('orderNotFound', lang) };
    }
    const messages = store.state.commerce.chats
      .filter((message) => message.order_id === input.order_id && visible(message))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const answer = page(messages.map(messageView), input);
    for (const message of messages) if (message.sender === 'delegate') message.read = true;
    store.changed();
    return { data: answer };
  });

  serveCall(app, store, served, chat.send, ({ input, user, lang }): Reply => {
    const order = ownOrder(user?.id, input.order_id);
    if (!order) return { key: 'fail', status: 404, msg: commerceMsg('orderNotFound', lang) };
    const status = statusOf(order, demoNow(store));
    if (status !== 'current' && status !== 'on_way') {
      return { key: 'fail', msg: commerceMsg('chatUnavailable', lang) };
    }
    const now = demoNow(store);
    const id = store.nextId();
    const message: DemoChatMessage = {
      id,
      order_id: order.id,
      sender: 'customer',
      text: input.text || null,
      image: input.image ? `/__demo/images/chat-${id}.jpg` : null,
      created_at: new Date(now).toISOString(),
      read: true,
    };
    const answered = store.state.commerce.chats.filter(
      (candidate) => candidate.order_id === order.id && candidate.sender === 'delegate',
    ).length;
    const reply = delegateReplies[answered % delegateReplies.length] ?? { ar: '', en: '' };
    store.state.commerce.chats.push(message, {
      id: store.nextId(),
      order_id: order.id,
      sender: 'delegate',
      text: reply[lang],
      image: null,
      created_at: new Date(now + REPLY_DELAY_MS).toISOString(),
      read: false,
    });
    store.changed();
    return { msg: commerceMsg('messageSent', lang), data: messageView(message) };
  });

  serveCall(app, store, served, chat.unreadCount, ({ input, user }): Reply => {
    const orderIds = new Set(
      store.state.commerce.orders
        .filter((order) => order.user_id === user?.id)
        .filter((order) => input.order_id === undefined || order.id === input.order_id)
        .map((order) => order.id),
    );
    const count = store.state.commerce.chats.filter(
      (message) =>
        orderIds.has(message.order_id) &&
        message.sender === 'delegate' &&
        !message.read &&
        visible(message),
    ).length;
    return { data: count };
  });
}
