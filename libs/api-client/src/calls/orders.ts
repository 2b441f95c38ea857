import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { orderTypeSchema, paymentMethodSchema } from '../schemas/cart.js';
import {
  fileSchema,
  idSchema,
  maxLengthAsSent,
  noDataSchema,
  pageQuerySchema,
  paginated,
  saudiMobileSchema,
} from '../schemas/common.js';
import {
  orderListItemSchema,
  orderListStatusSchema,
  orderReturnSchema,
  orderSchema,
  orderTrackingSchema,
  paymentPageSchema,
  placedOrderSchema,
  reorderSchema,
  starsSchema,
  taxInvoiceSchema,
} from '../schemas/order.js';

const reasonSchema = v.pipe(v.string(), v.trim(), v.minLength(1), maxLengthAsSent(1000));

/**
 * Where the hosted payment page sends the customer back, with
 * `?payment=success|failed&payment_id=…&order_id=…`.
 */
const returnUrlSchema = v.optional(v.pipe(v.string(), v.url()));

/**
 * Orders (spec §2 /orders, /orderDetailes/{id}, /schedulesOrders, /tracking; §4 Orders): placing a
 * normal or scheduled order from the cart, the lists by status, details, cancel, receive, pay,
 * return, rate and tracking. Every amount is computed by the server, in SAR with VAT included.
 */
export const orderCalls = {
  /**
   * Place the cart as an order; send an `idempotencyKey` so a retried submission creates one order.
   *
   * `POST orders` (`orders.place`), for signed-in customers (without a token it fails at once,
   * unsent).
   *
   * Input: order_type?, date?, time?, location_id, payment_method, coupon?, feedback?,
   * recipient_name?, recipient_phone?, return_url?, bank_id?, transfer_receipt?.
   *
   * Data on success: { order, payment_url }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  place: defineCall({
    id: 'orders.place',
    method: 'POST',
    path: 'orders',
    body: 'form',
    access: 'customer',
    summary:
      'Place the cart as an order; send an `idempotencyKey` so a retried submission creates one order.',
    input: v.pipe(
      v.object({
        order_type: v.optional(orderTypeSchema, 'normal'),
        /** Scheduled orders: a `date` of `cart.summary`'s `delivery_slots`. */
        date: v.optional(v.pipe(v.string(), v.isoDate())),
        /** Scheduled orders: the `id` of one of that day's `times`. */
        time: v.optional(v.string()),
        location_id: idSchema,
        payment_method: paymentMethodSchema,
        /** A coupon code; without it the cart's coupon, if any, is used. */
        coupon: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
        feedback: v.optional(v.pipe(v.string(), v.trim(), maxLengthAsSent(1000))),
        /** Another recipient: both name and phone. */
        recipient_name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
        recipient_phone: v.optional(saudiMobileSchema),
        /** Card payments: where the payment page sends the customer back. */
        return_url: returnUrlSchema,
        /** Bank transfers: the `id` of one of `cart.summary`'s `banks` the money was sent to. */
        bank_id: v.optional(idSchema),
        /** Bank transfers: a photo or PDF of the transfer receipt (at most 5 MB). */
        transfer_receipt: v.optional(fileSchema),
      }),
      v.check(
        (input) => input.order_type === 'normal' || (!!input.date && !!input.time),
        'Order date and time required',
      ),
      v.check(
        (input) => (input.recipient_name === undefined) === (input.recipient_phone === undefined),
        "The other recipient's name and phone go together",
      ),
      v.check(
        (input) =>
          input.payment_method !== 'bank_transfer' ||
          (input.bank_id !== undefined && input.transfer_receipt !== undefined),
        'A bank transfer needs the bank and the transfer receipt',
      ),
    ),
    output: placedOrderSchema,
  }),

  /**
   * The orders in one status tab, newest first, a page at a time.
   *
   * `GET orders` (`orders.list`), for signed-in customers (without a token it fails at once,
   * unsent).
   *
   * Input: status, page?, per_page?.
   *
   * Data on success: page of { id, number, date, status, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  list: defineCall({
    id: 'orders.list',
    method: 'GET',
    path: 'orders',
    body: 'query',
    access: 'customer',
    summary: 'The orders in one status tab, newest first, a page at a time.',
    input: v.object({ status: orderListStatusSchema, ...pageQuerySchema.entries }),
    output: paginated(orderListItemSchema),
  }),

  /**
   * An order with its items, amounts, delegate, reasons and what may be done with it.
   *
   * `GET orders/{id}` (`orders.show`), for signed-in customers (without a token it fails at once,
   * unsent).
   *
   * Input: id.
   *
   * Data on success: { id, number, date, status, order_type, total, items_count, image, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  show: defineCall({
    id: 'orders.show',
    method: 'GET',
    path: 'orders/{id}',
    body: 'none',
    access: 'customer',
    summary: 'An order with its items, amounts, delegate, reasons and what may be done with it.',
    input: v.object({ id: idSchema }),
    output: orderSchema,
  }),

  /**
   * Cancel an order that is not yet being prepared, with a reason.
   *
   * `POST orders/{id}/cancel` (`orders.cancel`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: id, reason.
   *
   * Data on success: { id, number, date, status, order_type, total, items_count, image, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  cancel: defineCall({
    id: 'orders.cancel',
    method: 'POST',
    path: 'orders/{id}/cancel',
    body: 'form',
    access: 'customer',
    summary: 'Cancel an order that is not yet being prepared, with a reason.',
    input: v.object({ id: idSchema, reason: reasonSchema }),
    output: orderSchema,
  }),

  /**
   * Buy again: put the still-available items of an order back in the cart; names the others.
   *
   * `POST orders/{id}/reorder` (`orders.reorder`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: { cart, unavailable }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  reorder: defineCall({
    id: 'orders.reorder',
    method: 'POST',
    path: 'orders/{id}/reorder',
    body: 'none',
    access: 'customer',
    summary:
      'Buy again: put the still-available items of an order back in the cart; names the others.',
    input: v.object({ id: idSchema }),
    output: reorderSchema,
  }),

  /**
   * Confirm that an order on its way has been received; it is then finished.
   *
   * `POST orders/{id}/receive` (`orders.receive`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: { id, number, date, status, order_type, total, items_count, image, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  receive: defineCall({
    id: 'orders.receive',
    method: 'POST',
    path: 'orders/{id}/receive',
    body: 'none',
    access: 'customer',
    summary: 'Confirm that an order on its way has been received; it is then finished.',
    input: v.object({ id: idSchema }),
    output: orderSchema,
  }),

  /**
   * The hosted payment page of an unpaid card order.
   *
   * `POST orders/{id}/pay` (`orders.pay`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: id, return_url?.
   *
   * Data on success: { payment_url }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  pay: defineCall({
    id: 'orders.pay',
    method: 'POST',
    path: 'orders/{id}/pay',
    body: 'form',
    access: 'customer',
    summary: 'The hosted payment page of an unpaid card order.',
    input: v.object({ id: idSchema, return_url: returnUrlSchema }),
    output: paymentPageSchema,
  }),

  /**
   * Ask to return items of a finished order: item ids with quantities, a reason and photos.
   *
   * `POST orders/{id}/return` (`orders.requestReturn`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: id, item_ids, quantities, reason, photos.
   *
   * Data on success: { id, order_id, status, reason, reject_reason, photos, items, refund_amount, …
   * }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  requestReturn: defineCall({
    id: 'orders.requestReturn',
    method: 'POST',
    path: 'orders/{id}/return',
    body: 'form',
    access: 'customer',
    summary:
      'Ask to return items of a finished order: item ids with quantities, a reason and photos.',
    input: v.pipe(
      v.object({
        id: idSchema,
        /** Ids of the order's items to return ("select products to be returned"). */
        item_ids: v.pipe(v.array(idSchema), v.minLength(1, 'Select products to be returned')),
        /** How many of each, in the order of `item_ids`. */
        quantities: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
        reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'Return reason required')),
        photos: v.pipe(
          v.array(fileSchema),
          v.minLength(1, 'Return photos required'),
          v.maxLength(5),
        ),
      }),
      v.check(
        (input) => input.item_ids.length === input.quantities.length,
        'Each returned item needs a quantity',
      ),
    ),
    output: orderReturnSchema,
  }),

  /**
   * The return request of an order and how it is going.
   *
   * `GET orders/{id}/return` (`orders.returnDetails`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: { id, order_id, status, reason, reject_reason, photos, items, refund_amount, …
   * }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  returnDetails: defineCall({
    id: 'orders.returnDetails',
    method: 'GET',
    path: 'orders/{id}/return',
    body: 'none',
    access: 'customer',
    summary: 'The return request of an order and how it is going.',
    input: v.object({ id: idSchema }),
    output: orderReturnSchema,
  }),

  /**
   * Rate the provider, and optionally the delegate and products, of a finished order (once).
   *
   * `POST orders/{id}/rate` (`orders.rate`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: id, provider, delegate?, products?.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  rate: defineCall({
    id: 'orders.rate',
    method: 'POST',
    path: 'orders/{id}/rate',
    body: 'json',
    access: 'customer',
    summary:
      'Rate the provider, and optionally the delegate and products, of a finished order (once).',
    input: v.object({
      id: idSchema,
      provider: starsSchema,
      delegate: v.optional(starsSchema),
      /**
       * Stars for products of the order, by product id: `{ '12': { stars: 5 } }`. (A record, not a
       * list: list fields of a JSON body do not survive the contract's wire decoding.)
       */
      products: v.optional(v.record(v.pipe(v.string(), v.regex(/^\d+$/)), starsSchema)),
    }),
    output: noDataSchema,
  }),

  /**
   * The delegate's position along the route of an order being prepared or on its way.
   *
   * `GET orders/{id}/tracking` (`orders.tracking`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: { order_id, status, delegate, origin, destination, position, route, progress,
   * … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  tracking: defineCall({
    id: 'orders.tracking',
    method: 'GET',
    path: 'orders/{id}/tracking',
    body: 'none',
    access: 'customer',
    summary: "The delegate's position along the route of an order being prepared or on its way.",
    input: v.object({ id: idSchema }),
    output: orderTrackingSchema,
  }),

  /**
   * The simplified tax invoice of a paid or delivered order, with its QR code payload; an order not
   * yet paid nor delivered has none (`fail`).
   *
   * `GET orders/{id}/invoice` (`orders.invoice`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: id.
   *
   * Data on success: { number, order_id, order_number, issued_at, seller, lines, shipping,
   * discount_including_vat, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  invoice: defineCall({
    id: 'orders.invoice',
    method: 'GET',
    path: 'orders/{id}/invoice',
    body: 'none',
    access: 'customer',
    summary:
      'The simplified tax invoice of a paid or delivered order, with its QR code payload; an order not yet paid nor delivered has none (`fail`).',
    input: v.object({ id: idSchema }),
    output: taxInvoiceSchema,
  }),
};
