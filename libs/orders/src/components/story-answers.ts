import type { HttpHandler } from 'msw';
import {
  type AnyCall,
  type ChatMessage,
  type Order,
  type OrderReturn,
  type OrderTracking,
  type TaxInvoice,
  calls,
} from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { type CustomerStoreParameters, STORY_API_URL, never } from '@matjar/auth/testing';
import { cancelReasons, pageOf, reorderedWithoutOud } from './order-fixtures.js';

/** What the fake store of a story holds. */
export interface StoryOrders {
  /** The customer's orders; any other id is refused as not the customer's. */
  orders: readonly Order[];
  /** Where the delegates are, by order; the store refuses to track the other orders. */
  tracking?: readonly OrderTracking[];
  /** The orders' return requests. */
  returns?: readonly OrderReturn[];
  /** The invoices of the paid or delivered orders; the store has none for the others. */
  invoices?: readonly TaxInvoice[];
  /** The chat with the delegate, oldest first. */
  chat?: readonly ChatMessage[];
  /** The delegate's messages not read yet. */
  unread?: number;
}

/** The address of the payment page the fake store names. */
export const STORY_PAYMENT_URL = 'https://pay.example/checkout/pay_1';

/**
 * The answers of a store holding `held`, for `parameters.customerStore.answers` of
 * `withCustomerStore` (`@matjar/auth/testing`): the store remembers what the story does (an order
 * cancelled, received or rated; a message sent) until the story is drawn again. "Buy again" puts
 * the products back in the cart, but the oud oil. A return request goes with its upload's progress
 * through `XMLHttpRequest`, which this store does not answer (decision 034).
 */
export function storyOrdersStore(held: StoryOrders): () => HttpHandler[] {
  return () => {
    const orders = new Map(held.orders.map((order) => [order.id, order]));
    const chat = [...(held.chat ?? [])];
    const notYours = refusal('لم نجد هذا الطلب');
    const idOf = (params: Readonly<Record<string, string | readonly string[] | undefined>>) =>
      Number(params['id'] ?? params['order_id']);
    const change = (id: number, patch: Partial<Order>) => {
      const order = orders.get(id);
      if (!order) return undefined;
      const changed = { ...order, ...patch };
      orders.set(id, changed);
      return changed;
    };
    const answered = (order: Order | undefined) => (order ? success(order) : notYours);
    return [
      answerCall(STORY_API_URL, calls.orders.show, ({ params }) =>
        answered(orders.get(idOf(params))),
      ),
      answerCall(STORY_API_URL, calls.content.cancelReasons, success(cancelReasons)),
      answerCall(STORY_API_URL, calls.orders.cancel, async ({ params, request }) => {
        const reason = String((await request.formData()).get('reason') ?? '');
        return answered(
          change(idOf(params), {
            status: 'cancelled',
            cancel_reason: reason,
            can_cancel: false,
            can_pay: false,
          }),
        );
      }),
      answerCall(STORY_API_URL, calls.orders.receive, ({ params }) =>
        answered(
          change(idOf(params), {
            status: 'finished',
            is_paid: true,
            can_receive: false,
            can_track: false,
            can_chat: false,
            can_rate: true,
            can_return: true,
          }),
        ),
      ),
      answerCall(STORY_API_URL, calls.orders.rate, ({ params }) => {
        change(idOf(params), { can_rate: false, is_rated: true });
        return success(null);
      }),
      answerCall(STORY_API_URL, calls.orders.pay, success({ payment_url: STORY_PAYMENT_URL })),
      answerCall(STORY_API_URL, calls.orders.reorder, success(reorderedWithoutOud)),
      answerCall(STORY_API_URL, calls.chat.unreadCount, success(held.unread ?? 0)),
      answerCall(STORY_API_URL, calls.orders.tracking, ({ params }) => {
        const tracking = held.tracking?.find((item) => item.order_id === idOf(params));
        return tracking ? success(tracking) : refusal('لا يمكن تتبع هذا الطلب الآن');
      }),
      answerCall(STORY_API_URL, calls.orders.invoice, ({ params }) => {
        const invoice = held.invoices?.find((item) => item.order_id === idOf(params));
        return invoice ? success(invoice) : refusal('تصدر فاتورة الطلب بعد دفعه أو استلامه');
      }),
      answerCall(STORY_API_URL, calls.orders.returnDetails, ({ params }) => {
        const orderReturn = held.returns?.find((item) => item.order_id === idOf(params));
        return orderReturn ? success(orderReturn) : refusal('لا يوجد طلب استرجاع لهذا الطلب');
      }),
      answerCall(STORY_API_URL, calls.chat.messages, ({ params }) =>
        success(pageOf(chat.filter((message) => message.order_id === idOf(params)).reverse())),
      ),
      answerCall(STORY_API_URL, calls.chat.send, async ({ params, request }) => {
        const text = (await request.formData()).get('text');
        const message: ChatMessage = {
          id: 100 + chat.length,
          order_id: idOf(params),
          sender: 'customer',
          text: typeof text === 'string' ? text : null,
          image: null,
          created_at: '2026-11-22T11:05:00Z',
          is_read: true,
        };
        chat.push(message);
        return success(message);
      }),
    ];
  };
}

/**
 * The `parameters` of a story whose store never answers `call` (the screen stays on its way), and
 * answers the other calls with `rest`.
 */
export function storyWaitingFor(
  call: AnyCall,
  rest: readonly HttpHandler[] = [],
): CustomerStoreParameters {
  return { customerStore: { answers: [answerCall(STORY_API_URL, call, never), ...rest] } };
}

/**
 * The `parameters` of a story whose store fails to answer `call` with a server error (the screen
 * offers to try again), and answers the other calls with `rest`.
 */
export function storyFailingAt(
  call: AnyCall,
  rest: readonly HttpHandler[] = [],
): CustomerStoreParameters {
  return {
    customerStore: {
      answers: [answerCall(STORY_API_URL, call, refusal('Server error', 'exception')), ...rest],
    },
  };
}
