import * as v from 'valibot';
import { orderTypeSchema, paymentMethodSchema } from '@matjar/api-client';

/** How long unfinished checkout choices are kept on the device. */
export const CHECKOUT_DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const STORAGE_PREFIX = 'matjar.checkout.';

const idOrNull = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null);
const textOrEmpty = v.optional(v.pipe(v.string(), v.maxLength(1000)), '');

/**
 * What the customer chose at the checkout so far. It is kept on the device for a day, so a reload,
 * a visit to the address page or a failed attempt loses nothing.
 */
const checkoutDraftSchema = v.object({
  order_type: v.optional(orderTypeSchema, 'normal'),
  date: v.optional(v.nullable(v.pipe(v.string(), v.isoDate())), null),
  time: v.optional(v.nullable(v.string()), null),
  /** The address for this order; null: the customer's default address. */
  location_id: idOrNull,
  payment_method: v.optional(v.nullable(paymentMethodSchema), null),
  bank_id: idOrNull,
  has_recipient: v.optional(v.boolean(), false),
  recipient_name: textOrEmpty,
  recipient_phone: textOrEmpty,
  feedback: textOrEmpty,
  /**
   * The `Idempotency-Key` of the order being placed: made on the first press and kept until the
   * order is placed, so a retry after a lost answer cannot create a second order.
   */
  idempotency_key: v.optional(v.nullable(v.string()), null),
  saved_at: v.optional(v.number(), 0),
});

export type CheckoutDraft = v.InferOutput<typeof checkoutDraftSchema>;

/** The choices of a checkout that has not started: a normal order to the default address. */
export const emptyCheckoutDraft: CheckoutDraft = v.parse(checkoutDraftSchema, {});

/** The storage key of a customer's checkout draft. */
export const checkoutDraftKey = (customerId: number) => `${STORAGE_PREFIX}${customerId}`;

/**
 * Reads a saved draft. Anything unreadable — missing, corrupt, from an older version, expired, or
 * storage that throws — gives the empty draft instead of an error.
 */
export function readCheckoutDraft(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
  now = Date.now(),
): CheckoutDraft {
  try {
    const text = storage?.getItem(key);
    if (!text) return emptyCheckoutDraft;
    const parsed = v.safeParse(checkoutDraftSchema, JSON.parse(text));
    if (!parsed.success) return emptyCheckoutDraft;
    return now - parsed.output.saved_at > CHECKOUT_DRAFT_LIFETIME_MS
      ? emptyCheckoutDraft
      : parsed.output;
  } catch {
    return emptyCheckoutDraft;
  }
}

/** Saves a draft; a full or refused storage only means the choices live as long as the page. */
export function writeCheckoutDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  key: string,
  draft: CheckoutDraft | null,
): void {
  try {
    if (draft) storage?.setItem(key, JSON.stringify(draft));
    else storage?.removeItem(key);
  } catch {
    // Private modes and full quotas refuse to store: the page keeps the choices in memory.
  }
}

/** The browser's localStorage, or nothing (server rendering, or storage that cannot be opened). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
