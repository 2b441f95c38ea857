import * as v from 'valibot';
import { flagSchema, idSchema, numberSchema } from './common.js';

/** The customer as the store describes them. */
export const userSchema = v.object({
  id: idSchema,
  name: v.nullable(v.string()),
  phone: v.string(),
  country_code: v.optional(v.string(), '966'),
  email: v.optional(v.nullable(v.string()), null),
  image: v.optional(v.nullable(v.string()), null),
  /** Whether push notifications are on (spec: `is_notify`). */
  is_notify: v.optional(flagSchema, true),
  /** The customer's city, once chosen. */
  city_id: v.optional(v.nullable(idSchema), null),
  /** Unread notifications, sent by `sign-in?count_notifications`. */
  count_notifications: v.optional(numberSchema, 0),
  /** Present once the customer is signed in. */
  token: v.optional(v.string()),
});

export type User = v.InferOutput<typeof userSchema>;

/** The customer with the bearer token that signs them in. */
export const signedInUserSchema = v.object({
  ...userSchema.entries,
  token: v.pipe(v.string(), v.minLength(1)),
});

export type SignedInUser = v.InferOutput<typeof signedInUserSchema>;
