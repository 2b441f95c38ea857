import * as v from 'valibot';
import { flagSchema, idSchema, numberSchema } from './common.js';

/** An amount in SAR, VAT included. */
const moneySchema = numberSchema;

/** The variant of a product chosen for a cart line or an order item. */
export const chosenVariantSchema = v.object({
  id: idSchema,
  /** Localized colour name, when the variant has a colour. */
  color: v.optional(v.nullable(v.string()), null),
  /** Hex colour for a swatch, when the variant has a colour. */
  color_hex: v.optional(v.nullable(v.string()), null),
  size: v.optional(v.nullable(v.string()), null),
});

export type ChosenVariant = v.InferOutput<typeof chosenVariantSchema>;

/** One line of the cart. Prices are in SAR with VAT included; the server computes them. */
export const cartLineSchema = v.object({
  id: idSchema,
  product_id: idSchema,
  /** Localized product name. */
  name: v.string(),
  image: v.optional(v.nullable(v.string()), null),
  variant: v.optional(v.nullable(chosenVariantSchema), null),
  quantity: v.pipe(numberSchema, v.integer(), v.minValue(1)),
  /** Price of one unit after the product's own discount. */
  unit_price: moneySchema,
  /** Price of one unit before the product's own discount. */
  original_unit_price: moneySchema,
  /** `unit_price × quantity`. */
  price: moneySchema,
  /** Units that may be ordered now (the stock). */
  max_quantity: v.pipe(numberSchema, v.integer(), v.minValue(0)),
  /**
   * False when the product is gone or out of stock ("ordered products no longer available"):
   * the line is shown but left out of the totals and of the order.
   */
  is_available: flagSchema,
});

export type CartLine = v.InferOutput<typeof cartLineSchema>;

/** The coupon applied to a cart or an order. */
export const appliedCouponSchema = v.object({
  code: v.string(),
  /** What the coupon takes off, in SAR (0 while the cart is below its minimum order). */
  discount: moneySchema,
  /** The smallest products price the coupon applies to, in SAR. */
  min_order: moneySchema,
});

export type AppliedCoupon = v.InferOutput<typeof appliedCouponSchema>;

/**
 * The money of a cart or an order, in SAR, VAT included in every price:
 * `total = products_price − discount + shipping`; `vat` is the VAT contained in `total` (15%).
 */
export const priceBreakdownSchema = v.object({
  /** Sum of the available lines' prices. */
  products_price: moneySchema,
  /** The coupon's discount. */
  discount: moneySchema,
  shipping: moneySchema,
  /** VAT (15%) included in `total`. */
  vat: moneySchema,
  total: moneySchema,
});

export type PriceBreakdown = v.InferOutput<typeof priceBreakdownSchema>;

/** The cart with its totals (spec §2 /cart). */
export const cartSchema = v.object({
  ...priceBreakdownSchema.entries,
  lines: v.array(cartLineSchema),
  /** Units in the cart, unavailable lines included (the header badge). */
  count: v.pipe(numberSchema, v.integer(), v.minValue(0)),
  coupon: v.optional(v.nullable(appliedCouponSchema), null),
  /** True when some lines are no longer available. */
  has_unavailable: flagSchema,
  /** Shipping is free from this products price (after the coupon), in SAR. */
  free_shipping_threshold: moneySchema,
  /** What is left to buy for free shipping; 0 once reached. */
  free_shipping_remaining: moneySchema,
});

export type Cart = v.InferOutput<typeof cartSchema>;

/** Normal (as soon as possible) or scheduled (a chosen day and time). */
export const orderTypeSchema = v.picklist(['normal', 'scheduled']);

export type OrderType = v.InferOutput<typeof orderTypeSchema>;

/**
 * How an order is paid (spec §9): `cash` on delivery; `card` on the payment provider's hosted page;
 * `wallet` credit for the whole total; `amount` — the wallet's credit pays what it can and the rest
 * is paid in cash on delivery; `bank_transfer` to one of the store's banks, with the receipt.
 */
export const paymentMethodSchema = v.picklist([
  'cash',
  'card',
  'wallet',
  'amount',
  'bank_transfer',
]);

export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/** A time range the store delivers in, Asia/Riyadh time. */
export const deliveryTimeSchema = v.object({
  /** Send this as the order's `time`, e.g. `09:00-12:00`. */
  id: v.string(),
  from: v.string(),
  to: v.string(),
});

/** A day the store delivers scheduled orders on, with its time ranges (Asia/Riyadh). */
export const deliverySlotSchema = v.object({
  /** `YYYY-MM-DD`, Asia/Riyadh; send it as the order's `date`. */
  date: v.pipe(v.string(), v.isoDate()),
  times: v.array(deliveryTimeSchema),
});

export type DeliverySlot = v.InferOutput<typeof deliverySlotSchema>;

/** The address an order is delivered to. */
export const deliveryAddressSchema = v.object({
  id: v.optional(v.nullable(idSchema), null),
  name: v.string(),
  address: v.string(),
  lat: v.optional(v.nullable(v.number()), null),
  lng: v.optional(v.nullable(v.number()), null),
});

export type DeliveryAddress = v.InferOutput<typeof deliveryAddressSchema>;

/** A bank account of the store that a bank-transfer order is paid to. */
export const paymentBankSchema = v.object({
  id: idSchema,
  /** The bank's name, localized. */
  name: v.string(),
  /** Whose account it is (the store's registered name). */
  account_name: v.string(),
  account_number: v.string(),
  /** Saudi IBAN without spaces, e.g. `SA0380000000608010167519`. */
  iban: v.string(),
});

export type PaymentBank = v.InferOutput<typeof paymentBankSchema>;

/** The checkout summary for an address and an order type (spec §2 /cart/summary). */
export const cartSummarySchema = v.object({
  ...cartSchema.entries,
  order_type: orderTypeSchema,
  location: deliveryAddressSchema,
  /** The days and times offered for a scheduled order: the next 7 days; empty for a normal one. */
  delivery_slots: v.array(deliverySlotSchema),
  payment_methods: v.array(paymentMethodSchema),
  /** The customer's wallet credit in SAR (for `wallet` and `amount`). */
  wallet_balance: moneySchema,
  /** The store's bank accounts a `bank_transfer` is made to. */
  banks: v.array(paymentBankSchema),
});

export type CartSummary = v.InferOutput<typeof cartSummarySchema>;
