import * as v from 'valibot';
import {
  appliedCouponSchema,
  cartSchema,
  chosenVariantSchema,
  deliveryAddressSchema,
  orderTypeSchema,
  paymentMethodSchema,
  priceBreakdownSchema,
} from './cart.js';
import { flagSchema, idSchema, maxLengthAsSent, numberSchema, webPageUrlSchema } from './common.js';
import type { Reason } from './content.js';

/**
 * Where an order is (spec §4): the progress steps `new → current → on_way → finished`, and
 * `waiting` (for payment or approval), `scheduled` (activated on its day), `cancelled`,
 * `returned` and `rejected`.
 */
export const orderStatusSchema = v.picklist([
  'new',
  'current',
  'on_way',
  'finished',
  'cancelled',
  'returned',
  'scheduled',
  'waiting',
  'rejected',
]);

export type OrderStatus = v.InferOutput<typeof orderStatusSchema>;

/** The order tabs a list may be filtered by. */
export const orderListStatusSchema = v.picklist([
  'new',
  'current',
  'on_way',
  'finished',
  'cancelled',
  'returned',
  'scheduled',
  'waiting',
]);

export type OrderListStatus = v.InferOutput<typeof orderListStatusSchema>;

/** A line of an order, priced when it was placed. */
export const orderItemSchema = v.object({
  id: idSchema,
  product_id: idSchema,
  name: v.string(),
  image: v.optional(v.nullable(v.string()), null),
  variant: v.optional(v.nullable(chosenVariantSchema), null),
  quantity: v.pipe(numberSchema, v.integer(), v.minValue(1)),
  unit_price: numberSchema,
  price: numberSchema,
});

export type OrderItem = v.InferOutput<typeof orderItemSchema>;

/** The delivery representative of an order. */
export const delegateSchema = v.object({
  id: idSchema,
  name: v.string(),
  phone: v.string(),
  image: v.optional(v.nullable(v.string()), null),
  /** Average of the delegate's ratings, 0 to 5. */
  rating: numberSchema,
  /** The stars this customer gave the delegate for this order, if rated. */
  my_rating: v.optional(v.nullable(numberSchema), null),
});

export type Delegate = v.InferOutput<typeof delegateSchema>;

/** An order in a list. */
export const orderListItemSchema = v.object({
  id: idSchema,
  number: v.string(),
  /** When it was placed (ISO 8601). */
  date: v.string(),
  status: orderStatusSchema,
  order_type: orderTypeSchema,
  total: numberSchema,
  items_count: v.pipe(numberSchema, v.integer(), v.minValue(0)),
  /** Image of the first item, for the list's thumbnail. */
  image: v.optional(v.nullable(v.string()), null),
  /** The store (provider) the order is from, in the request's language. */
  provider_name: v.optional(v.nullable(v.string()), null),
  delivery_date: v.optional(v.nullable(v.string()), null),
  delivery_time: v.optional(v.nullable(v.string()), null),
});

export type OrderListItem = v.InferOutput<typeof orderListItemSchema>;

/** Someone else who receives the order (checkout's "another recipient"). */
export const recipientSchema = v.object({ name: v.string(), phone: v.string() });

/** An order with everything the details page shows (spec §3 Order). */
export const orderSchema = v.object({
  ...orderListItemSchema.entries,
  ...priceBreakdownSchema.entries,
  /** `products_price − discount`. */
  order_price: numberSchema,
  address: deliveryAddressSchema,
  coupon: v.optional(v.nullable(appliedCouponSchema), null),
  /** Code the customer gives the delegate on delivery. */
  delivery_code: v.string(),
  payment_method: paymentMethodSchema,
  is_paid: flagSchema,
  /** What the wallet paid of the total (all of it for `wallet`, part of it for `amount`). */
  paid_from_wallet: v.optional(numberSchema, 0),
  cancel_reason: v.optional(v.nullable(v.string()), null),
  return_reason: v.optional(v.nullable(v.string()), null),
  reject_reason: v.optional(v.nullable(v.string()), null),
  /** Photos sent with the return request. */
  return_photos: v.optional(v.array(v.string()), []),
  feedback: v.optional(v.nullable(v.string()), null),
  recipient: v.optional(v.nullable(recipientSchema), null),
  delegate: v.optional(v.nullable(delegateSchema), null),
  items: v.array(orderItemSchema),
  /** What the customer may do now. */
  can_cancel: flagSchema,
  can_receive: flagSchema,
  can_pay: flagSchema,
  can_return: flagSchema,
  can_rate: flagSchema,
  can_track: flagSchema,
  can_chat: flagSchema,
  is_rated: flagSchema,
  has_return: flagSchema,
});

export type Order = v.InferOutput<typeof orderSchema>;

/** What placing an order answers: the order, and the hosted payment page for a card payment. */
export const placedOrderSchema = v.object({
  order: orderSchema,
  /** Open it to pay by card; null for other payment methods. */
  payment_url: v.nullable(webPageUrlSchema),
});

export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>;

/** The hosted payment page of an unpaid card order. */
export const paymentPageSchema = v.object({ payment_url: webPageUrlSchema });

export type PaymentPage = v.InferOutput<typeof paymentPageSchema>;

/** A return request and how it is going. */
export const orderReturnSchema = v.object({
  id: idSchema,
  order_id: idSchema,
  /** `pending` until the store decides. */
  status: v.picklist(['pending', 'accepted', 'rejected']),
  reason: v.string(),
  reject_reason: v.optional(v.nullable(v.string()), null),
  photos: v.array(v.string()),
  items: v.array(orderItemSchema),
  /** What is refunded to the wallet once accepted, in SAR. */
  refund_amount: numberSchema,
  date: v.string(),
});

export type OrderReturn = v.InferOutput<typeof orderReturnSchema>;

/** A point on the map. */
export const geoPointSchema = v.object({ lat: v.number(), lng: v.number() });

export type GeoPoint = v.InferOutput<typeof geoPointSchema>;

/** Where the order is on its way (spec §2 /tracking). */
export const orderTrackingSchema = v.object({
  order_id: idSchema,
  status: orderStatusSchema,
  delegate: v.nullable(delegateSchema),
  /** The store the order leaves from. */
  origin: geoPointSchema,
  destination: geoPointSchema,
  /** The delegate's position now. */
  position: geoPointSchema,
  /** The route from origin to destination. */
  route: v.array(geoPointSchema),
  /** 0 at the store, 1 at the door. */
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /** Minutes until arrival; 0 once there. */
  eta_minutes: v.pipe(numberSchema, v.minValue(0)),
});

export type OrderTracking = v.InferOutput<typeof orderTrackingSchema>;

/** Stars and an optional comment. */
export const starsSchema = v.object({
  stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.optional(v.pipe(v.string(), v.trim(), maxLengthAsSent(1000))),
});

export type Stars = v.InferOutput<typeof starsSchema>;

/** A reason the cancel dialog offers (`content.cancelReasons`); its `name` is sent as the reason. */
export type CancelReason = Reason;

/** What "buy again" answers: the cart after adding the still-available items, and the others. */
export const reorderSchema = v.object({
  cart: cartSchema,
  /** Names of the items that could not be added (gone, or out of stock). */
  unavailable: v.array(v.string()),
});

export type Reorder = v.InferOutput<typeof reorderSchema>;

/** A line of a tax invoice: amounts in riyals, VAT apart. */
export const taxInvoiceLineSchema = v.object({
  name: v.string(),
  /** The variant the customer chose, when the product comes in several. */
  variant: v.optional(v.nullable(chosenVariantSchema), null),
  quantity: v.pipe(numberSchema, v.integer(), v.minValue(1)),
  unit_price_excluding_vat: numberSchema,
  /** In percent: 15 for the standard rate. */
  vat_rate: numberSchema,
  vat_amount: numberSchema,
  total_including_vat: numberSchema,
});

export type TaxInvoiceLine = v.InferOutput<typeof taxInvoiceLineSchema>;

/**
 * The simplified tax invoice of a paid or delivered order (ZATCA): the seller's identity, each
 * line with its VAT, the totals, and the invoice's QR code payload (Base64 of its TLV fields).
 */
export const taxInvoiceSchema = v.object({
  number: v.string(),
  order_id: idSchema,
  order_number: v.string(),
  /** When the invoice was issued (ISO 8601, with its offset). */
  issued_at: v.pipe(v.string(), v.isoTimestamp()),
  seller: v.object({
    name: v.string(),
    vat_number: v.string(),
    commercial_registration: v.optional(v.nullable(v.string()), null),
    address: v.optional(v.nullable(v.string()), null),
  }),
  lines: v.array(taxInvoiceLineSchema),
  /** Delivery, as a line of its own when it is charged. */
  shipping: v.optional(v.nullable(taxInvoiceLineSchema), null),
  /** The coupon's discount, VAT included (0 without one). */
  discount_including_vat: v.optional(numberSchema, 0),
  total_excluding_vat: numberSchema,
  vat_total: numberSchema,
  total_including_vat: numberSchema,
  /** The QR code's text: Base64 of the TLV fields (seller, VAT number, time, total, VAT). */
  qr: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});

export type TaxInvoice = v.InferOutput<typeof taxInvoiceSchema>;
