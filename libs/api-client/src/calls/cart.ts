import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { cartSchema, cartSummarySchema, orderTypeSchema } from '../schemas/cart.js';
import { idSchema, numberSchema } from '../schemas/common.js';

/** A visitor's cart is kept by device (`mac_address`); a signed-in customer's by account. */
const ownerFields = { mac_address: v.optional(v.string()) };

const quantitySchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999));

/**
 * The cart (spec §7 `GET count-cart`, §2 /cart and /cart/summary): lines, quantities, coupon and
 * the checkout summary. Totals are always computed by the server, in SAR with VAT included.
 */
export const cartCalls = {
  /**
   * How many items the cart holds (the header badge, `cartCount`).
   *
   * `GET count-cart` (`cart.count`), for visitors and customers (a visitor is told apart by
   * `mac_address`).
   *
   * Input: mac_address?.
   *
   * Data on success: union.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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

  /**
   * The cart: lines (unavailable ones flagged), coupon, totals and free-shipping progress.
   *
   * `GET cart` (`cart.show`), for visitors and customers (a visitor is told apart by
   * `mac_address`).
   *
   * Input: mac_address?.
   *
   * Data on success: { products_price, discount, shipping, vat, total, lines, count, coupon, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  show: defineCall({
    id: 'cart.show',
    method: 'GET',
    path: 'cart',
    body: 'query',
    access: 'any',
    summary:
      'The cart: lines (unavailable ones flagged), coupon, totals and free-shipping progress.',
    input: v.object(ownerFields),
    output: cartSchema,
  }),

  /**
   * Add a product (and its variant) to the cart; fails when the stock is exceeded.
   *
   * `POST cart` (`cart.add`), for visitors and customers (a visitor is told apart by
   * `mac_address`).
   *
   * Input: product_id, variant_id?, quantity?, mac_address?.
   *
   * Data on success: { products_price, discount, shipping, vat, total, lines, count, coupon, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  add: defineCall({
    id: 'cart.add',
    method: 'POST',
    path: 'cart',
    body: 'form',
    access: 'any',
    summary: 'Add a product (and its variant) to the cart; fails when the stock is exceeded.',
    input: v.object({
      product_id: idSchema,
      /** Required when the product has variants ("select the variant first"). */
      variant_id: v.optional(idSchema),
      quantity: v.optional(quantitySchema, 1),
      ...ownerFields,
    }),
    output: cartSchema,
  }),

  /**
   * Set the quantity of a cart line; fails when the stock is exceeded.
   *
   * `POST cart/{id}?_method=patch` (`cart.updateQuantity`), for visitors and customers (a visitor
   * is told apart by `mac_address`).
   *
   * Input: id, quantity, mac_address?.
   *
   * Data on success: { products_price, discount, shipping, vat, total, lines, count, coupon, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  updateQuantity: defineCall({
    id: 'cart.updateQuantity',
    method: 'POST',
    path: 'cart/{id}?_method=patch',
    body: 'form',
    access: 'any',
    summary: 'Set the quantity of a cart line; fails when the stock is exceeded.',
    input: v.object({ id: idSchema, quantity: quantitySchema, ...ownerFields }),
    output: cartSchema,
  }),

  /**
   * Remove a line from the cart.
   *
   * `DELETE cart/{id}` (`cart.remove`), for visitors and customers (a visitor is told apart by
   * `mac_address`).
   *
   * Input: id, mac_address?.
   *
   * Data on success: { products_price, discount, shipping, vat, total, lines, count, coupon, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  remove: defineCall({
    id: 'cart.remove',
    method: 'DELETE',
    path: 'cart/{id}',
    body: 'query',
    access: 'any',
    summary: 'Remove a line from the cart.',
    input: v.object({ id: idSchema, ...ownerFields }),
    output: cartSchema,
  }),

  /**
   * Apply a coupon; fails when it is unknown, expired or the minimum order is not reached.
   *
   * `POST cart-coupon` (`cart.applyCoupon`), for visitors and customers (a visitor is told apart by
   * `mac_address`).
   *
   * Input: code, mac_address?.
   *
   * Data on success: { products_price, discount, shipping, vat, total, lines, count, coupon, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  applyCoupon: defineCall({
    id: 'cart.applyCoupon',
    method: 'POST',
    path: 'cart-coupon',
    body: 'form',
    access: 'any',
    summary:
      'Apply a coupon; fails when it is unknown, expired or the minimum order is not reached.',
    input: v.object({
      code: v.pipe(v.string(), v.trim(), v.minLength(1, 'Coupon required')),
      ...ownerFields,
    }),
    output: cartSchema,
  }),

  /**
   * Take the coupon off the cart.
   *
   * `DELETE cart-coupon` (`cart.removeCoupon`), for visitors and customers (a visitor is told apart
   * by `mac_address`).
   *
   * Input: mac_address?.
   *
   * Data on success: { products_price, discount, shipping, vat, total, lines, count, coupon, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  removeCoupon: defineCall({
    id: 'cart.removeCoupon',
    method: 'DELETE',
    path: 'cart-coupon',
    body: 'query',
    access: 'any',
    summary: 'Take the coupon off the cart.',
    input: v.object(ownerFields),
    output: cartSchema,
  }),

  /**
   * Checkout summary for a saved address and an order type, with the delivery slots of scheduled
   * orders.
   *
   * `GET cart-summary` (`cart.summary`), for signed-in customers (without a token it fails at once,
   * unsent).
   *
   * Input: location_id, order_type?.
   *
   * Data on success: { products_price, discount, shipping, vat, total, lines, count, coupon, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  summary: defineCall({
    id: 'cart.summary',
    method: 'GET',
    path: 'cart-summary',
    body: 'query',
    access: 'customer',
    summary:
      'Checkout summary for a saved address and an order type, with the delivery slots of scheduled orders.',
    input: v.object({
      location_id: idSchema,
      order_type: v.optional(orderTypeSchema, 'normal'),
    }),
    output: cartSummarySchema,
  }),
};
