import type { DemoOrder } from '../seed/commerce.js';
import { roundSar, walletBalance, walletCredit } from '../seed/account-wallet.js';
import type { DemoStore } from '../state.js';
import { addNotification } from './notifications-store.js';
import { BANK_TRANSFER_APPROVAL_MS, statusOf } from './order-engine.js';

/** Loyalty points a finished order earns: one point per riyal of its total. */
export const POINTS_PER_SAR = 1;

type OrderEvent =
  'create_order' | 'waiting_order' | 'cancel_order' | 'finish_order' | 'create_review';

const texts: Record<
  OrderEvent,
  (order: DemoOrder) => { title: { ar: string; en: string }; body: { ar: string; en: string } }
> = {
  create_order: (order) => ({
    title: { ar: 'تم استلام طلبك', en: 'Order received' },
    body: {
      ar: `طلبك رقم ${order.number} قيد التجهيز.`,
      en: `Your order ${order.number} is being prepared.`,
    },
  }),
  // A bank transfer has been paid, with its receipt: the store is checking it, not waiting for it.
  waiting_order: (order) =>
    order.payment_method === 'bank_transfer'
      ? {
          title: { ar: 'نراجع تحويلك', en: 'Checking your transfer' },
          body: {
            ar: `وصلنا إيصال تحويل طلبك رقم ${order.number}، ونبدأ تجهيزه حين نتأكد منه.`,
            en: `We received the transfer receipt of order ${order.number}; we start preparing it once the transfer is confirmed.`,
          },
        }
      : {
          title: { ar: 'طلبك بانتظار الدفع', en: 'Order awaiting payment' },
          body: {
            ar: `أكمل دفع طلبك رقم ${order.number} ليبدأ تجهيزه.`,
            en: `Complete the payment of order ${order.number} so we can prepare it.`,
          },
        },
  cancel_order: (order) => ({
    title: { ar: 'تم إلغاء طلبك', en: 'Order cancelled' },
    body: {
      ar: `تم إلغاء طلبك رقم ${order.number}.`,
      en: `Your order ${order.number} was cancelled.`,
    },
  }),
  finish_order: (order) => ({
    title: { ar: 'تم توصيل طلبك', en: 'Order delivered' },
    body: {
      ar: `تم توصيل طلبك رقم ${order.number}، وأضفنا ${pointsFor(order)} نقطة إلى رصيدك.`,
      en: `Your order ${order.number} was delivered, and ${pointsFor(order)} points were added to your balance.`,
    },
  }),
  create_review: (order) => ({
    title: { ar: 'شكرًا على تقييمك', en: 'Thanks for your rating' },
    body: {
      ar: `وصلنا تقييمك لطلبك رقم ${order.number}.`,
      en: `We received your rating of order ${order.number}.`,
    },
  }),
};

const pointsFor = (order: DemoOrder) => Math.floor(order.total * POINTS_PER_SAR);

/** Notifies the customer of an event of their order (it also reaches them as a push alert). */
export function notifyOrder(store: DemoStore, order: DemoOrder, event: OrderEvent): void {
  addNotification(store, order.user_id, {
    type: event,
    ...texts[event](order),
    order_id: order.id,
  });
}

/** Whether the customer's wallet can pay `amount`. */
export function canPayFromWallet(store: DemoStore, userId: number, amount: number): boolean {
  return walletBalance(store.state.account, userId) >= roundSar(amount);
}

/** What the wallet can pay of an amount: all of it, or the whole balance when smaller. */
export function walletShare(store: DemoStore, userId: number, amount: number): number {
  return Math.max(0, Math.min(walletBalance(store.state.account, userId), roundSar(amount)));
}

/** Pays `amount` (by default the total) of an order from the wallet; the caller checked the balance. */
export function payFromWallet(
  store: DemoStore,
  order: DemoOrder,
  now: number,
  amount = order.total,
): void {
  order.paid_from_wallet = amount;
  walletCredit(store.state.account, {
    id: store.nextId(),
    user_id: order.user_id,
    type: 'payment',
    amount: -amount,
    description: { ar: `دفع الطلب رقم ${order.number}`, en: `Payment of order ${order.number}` },
    order_id: order.id,
    created_at: new Date(now).toISOString(),
  });
}

/** Gives back to the wallet what a cancelled order paid by card or from the wallet. */
export function refundOrder(store: DemoStore, order: DemoOrder, now: number): void {
  // Cash (and the cash part of `amount`) is only paid at the door: a cancelled order has not paid it.
  const paidInFull = order.payment_method === 'card' || order.payment_method === 'wallet';
  const paid = paidInFull && order.is_paid ? order.total : (order.paid_from_wallet ?? 0);
  if (paid <= 0) return;
  walletCredit(store.state.account, {
    id: store.nextId(),
    user_id: order.user_id,
    type: 'refund',
    amount: paid,
    description: { ar: `استرداد الطلب رقم ${order.number}`, en: `Refund of order ${order.number}` },
    order_id: order.id,
    created_at: new Date(now).toISOString(),
  });
}

/**
 * Whether the store has checked a bank transfer's receipt: the (simulated) check takes
 * `BANK_TRANSFER_APPROVAL_MS`, or ends early when the order is started
 * (`/__demo/orders/{id}/advance`).
 */
function transferChecked(order: DemoOrder, now: number): boolean {
  if (Date.parse(order.placed_at) + BANK_TRANSFER_APPROVAL_MS <= now) return true;
  return order.activated_at !== null && Date.parse(order.activated_at) <= now;
}

/**
 * Marks an order paid once its money has come in: a bank transfer when the store has checked it,
 * cash (and the cash part of `amount`) when the order has been delivered. A cancelled or rejected
 * order paid nothing more.
 */
function settlePayment(order: DemoOrder, now: number): void {
  if (order.is_paid || order.final_status === 'cancelled' || order.final_status === 'rejected') {
    return;
  }
  const status = statusOf(order, now);
  const paysAtTheDoor = order.payment_method === 'cash' || order.payment_method === 'amount';
  if (
    (order.payment_method === 'bank_transfer' && transferChecked(order, now)) ||
    (paysAtTheDoor && (status === 'finished' || status === 'returned'))
  ) {
    order.is_paid = true;
  }
}

/**
 * Settles what has happened to the orders since the last look (the demo's orders move with time):
 * a checked bank transfer and a delivered cash order are paid; a finished order earns its loyalty
 * points and notifies its customer, once.
 */
export function settleFinishedOrders(store: DemoStore, now: number): void {
  const { commerce, account } = store.state;
  for (const order of commerce.orders) {
    settlePayment(order, now);
    if (commerce.settled_orders.includes(order.id) || statusOf(order, now) !== 'finished') continue;
    commerce.settled_orders.push(order.id);
    const key = String(order.user_id);
    account.points[key] = (account.points[key] ?? 0) + pointsFor(order);
    notifyOrder(store, order, 'finish_order');
  }
}
