import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { chatMessageSchema } from '../schemas/chat.js';
import {
  fileSchema,
  idSchema,
  maxLengthAsSent,
  numberSchema,
  pageQuerySchema,
  paginated,
} from '../schemas/common.js';

/** Chat with the delivery representative of an order (spec §1, "chat with a delivery representative"). */
export const chatCalls = {
  /**
   * An order's chat, newest first, a page at a time; reading marks the delegate's messages read.
   *
   * `GET orders/{order_id}/messages` (`chat.messages`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: order_id, page?, per_page?.
   *
   * Data on success: page of { id, order_id, sender, text, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  messages: defineCall({
    id: 'chat.messages',
    method: 'GET',
    path: 'orders/{order_id}/messages',
    body: 'query',
    access: 'customer',
    summary:
      "An order's chat, newest first, a page at a time; reading marks the delegate's messages read.",
    input: v.object({ order_id: idSchema, ...pageQuerySchema.entries }),
    output: paginated(chatMessageSchema),
  }),

  /**
   * Send the delegate a message: text, an image, or both.
   *
   * `POST orders/{order_id}/messages` (`chat.send`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: order_id, text?, image?.
   *
   * Data on success: { id, order_id, sender, text, image, created_at, is_read }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  send: defineCall({
    id: 'chat.send',
    method: 'POST',
    path: 'orders/{order_id}/messages',
    body: 'form',
    access: 'customer',
    summary: 'Send the delegate a message: text, an image, or both.',
    input: v.pipe(
      v.object({
        order_id: idSchema,
        text: v.optional(v.pipe(v.string(), v.trim(), maxLengthAsSent(2000))),
        image: v.optional(fileSchema),
      }),
      v.check((input) => !!input.text || !!input.image, 'Message required'),
    ),
    output: chatMessageSchema,
  }),

  /**
   * Unread messages from delegates, of one order or of all the customer's orders.
   *
   * `GET chat-unread-count` (`chat.unreadCount`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: order_id?.
   *
   * Data on success: union.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  unreadCount: defineCall({
    id: 'chat.unreadCount',
    method: 'GET',
    path: 'chat-unread-count',
    body: 'query',
    access: 'customer',
    summary: "Unread messages from delegates, of one order or of all the customer's orders.",
    input: v.object({ order_id: v.optional(idSchema) }),
    output: v.pipe(numberSchema, v.integer(), v.minValue(0)),
  }),
};
