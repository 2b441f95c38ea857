import * as v from 'valibot';

/** Push types about an order: their alert links to `/order-details` with the order's id (spec §4). */
export const ORDER_ALERT_TYPES = [
  'create_order',
  'cancel_order',
  'finish_order',
  'create_review',
  'waiting_order',
  'withdraw_order_accepted',
] as const;

const text = v.optional(v.string(), '');

/** A product back in stock: its alert links to the product's page. */
export const BACK_IN_STOCK = 'back_in_stock';

/** An id a push message may carry as a number or, as push data values are, a string. */
const messageId = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
    ),
  ),
  null,
);

/**
 * A push message's data (spec §3): `type`, `title_en`, `title_ar`, `body_en`, `body_ar`, and the
 * order or the product it is about. Numbers may arrive as strings (push data values are strings).
 */
export const pushMessageSchema = v.object({
  type: v.string(),
  title_ar: text,
  title_en: text,
  body_ar: text,
  body_en: text,
  order_id: messageId,
  product_id: messageId,
});

export type PushMessage = v.InferOutput<typeof pushMessageSchema>;

/** A push message from anywhere (the push service, the demo stream), or undefined if it is none. */
export function readPushMessage(value: unknown): PushMessage | undefined {
  const parsed = v.safeParse(pushMessageSchema, value);
  return parsed.success ? parsed.output : undefined;
}

/** The alert a message shows: its text in the stored language (English for `en`, else Arabic). */
export interface PushAlert {
  /** Unique for this page's life. */
  id: string;
  title: string;
  body: string;
  /**
   * `/order-details?id=…` for order types with an order, `/products/…` for a product back in
   * stock; undefined: plain text.
   */
  href?: string;
}

let nextAlertId = 0;

/** The alert of a message, in `lang` (spec: `en` shows English, anything else Arabic). */
export function alertOf(message: PushMessage, lang: string | null | undefined): PushAlert {
  const english = lang === 'en';
  const isOrderType = (ORDER_ALERT_TYPES as readonly string[]).includes(message.type);
  const href =
    isOrderType && message.order_id
      ? `/order-details?id=${message.order_id}`
      : message.type === BACK_IN_STOCK && message.product_id
        ? `/products/${message.product_id}`
        : undefined;
  nextAlertId += 1;
  return {
    id: `alert-${nextAlertId}`,
    title: (english ? message.title_en : message.title_ar) || message.title_ar || message.title_en,
    body: (english ? message.body_en : message.body_ar) || message.body_ar || message.body_en,
    ...(href ? { href } : {}),
  };
}
