import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { numberSchema } from '../schemas/common.js';

/** The cart (spec §7 `GET count-cart`). */
export const cartCalls = {
  count: defineCall({
    id: 'cart.count',
    method: 'GET',
    path: 'count-cart',
    body: 'query',
    access: 'any',
    summary: 'How many items the cart holds (the header badge, `cartCount`).',
    input: v.object({ mac_address: v.optional(v.string()) }),
    output: v.pipe(numberSchema, v.integer(), v.minValue(0)),
  }),
};
