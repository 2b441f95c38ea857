import * as v from 'valibot';
import { defineFlowCall } from '../core/define-call.js';
import { flagSchema, idSchema, pageQuerySchema, paginated } from '../schemas/common.js';

/** A saved delivery address. */
export const locationSchema = v.object({
  id: idSchema,
  /** The customer's default address (spec: `is_default` equal to 1). */
  is_default: flagSchema,
  name: v.optional(v.string(), ''),
  address: v.optional(v.string(), ''),
  lat: v.optional(v.nullable(v.number()), null),
  lng: v.optional(v.nullable(v.number()), null),
});

export type Location = v.InferOutput<typeof locationSchema>;

/** Saved addresses (spec §7 `GET locations`). */
export const locationCalls = {
  list: defineFlowCall({
    id: 'locations.list',
    method: 'GET',
    path: 'locations',
    body: 'query',
    access: 'customer',
    summary: 'The saved addresses, a page at a time; `needActive` when the phone is not activated.',
    input: pageQuerySchema,
    output: paginated(locationSchema),
    flow: { keys: ['needActive'], schema: v.unknown() },
  }),
};
