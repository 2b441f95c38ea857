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
