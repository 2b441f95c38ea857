import * as v from 'valibot';
import { flagSchema, idSchema } from './common.js';

/** A message between the customer and the delegate of an order. */
export const chatMessageSchema = v.object({
  id: idSchema,
  order_id: idSchema,
  sender: v.picklist(['customer', 'delegate']),
  text: v.optional(v.nullable(v.string()), null),
  image: v.optional(v.nullable(v.string()), null),
  /** ISO 8601. */
  created_at: v.string(),
  /** For the delegate's messages: whether the customer has seen it. */
  is_read: flagSchema,
});

export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;
