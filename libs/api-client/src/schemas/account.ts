import * as v from 'valibot';
import { flagSchema, idSchema, numberSchema } from './common.js';

/** A moment as the store sends it: an ISO 8601 timestamp, e.g. `2025-03-01T09:30:00.000Z`. */
export const timestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** Text the customer must fill in: trimmed, not blank. */
const requiredText = (message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(500));

/** True when an IBAN (spaces removed, upper case) passes the ISO 13616 mod-97 check. */
export function hasValidIbanChecksum(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * A Saudi IBAN: `SA`, 2 check digits and 20 digits (24 characters in all), with a valid ISO 13616
 * mod-97 check, so any one character typed wrong is refused. Spaces are accepted and removed, letters upper-cased:
 * `'sa03 8000 0000 6080 1016 7519'` reads as `'SA0380000000608010167519'`.
 */
export const saudiIbanSchema = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  v.regex(/^SA\d{22}$/, 'The IBAN must be SA followed by 22 digits'),
  v.check(hasValidIbanChecksum, 'The IBAN is incorrect'),
);

/**
 * The Saudi short national address: 4 letters then 4 digits, e.g. `RRRD2929`. Spaces are removed
 * and letters upper-cased.
 */
export const shortNationalAddressSchema = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  v.regex(/^[A-Z]{4}\d{4}$/, 'The short national address is 4 letters then 4 digits'),
);

/** A saved bank account, for wallet withdrawals. */
export const bankAccountSchema = v.object({
  id: idSchema,
  /** The account holder's name. */
  account_name: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  /** Without spaces, e.g. `SA0380000000608010167519`. */
  iban: v.string(),
});

export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

/** The fields of a bank account the customer fills in (create, and withdrawal to given details). */
export const bankAccountFieldsSchema = {
  account_name: requiredText('The bank account name is required'),
  bank_name: requiredText('The bank name is required'),
  account_number: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\s+/g, '')),
    v.regex(/^[0-9A-Za-z]{6,30}$/, 'The bank account number is incorrect'),
  ),
  iban: saudiIbanSchema,
};

/** The kind of a message to the store. */
export const complaintTypeSchema = v.picklist(['complaint', 'suggestion']);

export type ComplaintType = v.InferOutput<typeof complaintTypeSchema>;

/** A complaint or suggestion, as listed. */
export const complaintSchema = v.object({
  id: idSchema,
  /** The number shown to the customer, e.g. `C-1001`. */
  number: v.string(),
  type: complaintTypeSchema,
  title: v.string(),
  /** `pending` until the store answers, then `answered`. */
  status: v.picklist(['pending', 'answered']),
  created_at: timestampSchema,
});

export type Complaint = v.InferOutput<typeof complaintSchema>;

/** The store's answer to a complaint or suggestion, in the request's language. */
export const complaintResponseSchema = v.object({
  text: v.string(),
  created_at: timestampSchema,
});

/** A complaint or suggestion with its message, images and the store's response. */
export const complaintDetailsSchema = v.object({
  ...complaintSchema.entries,
  message: v.string(),
  /** Image URLs. */
  images: v.array(v.string()),
  response: v.nullable(complaintResponseSchema),
});

export type ComplaintDetails = v.InferOutput<typeof complaintDetailsSchema>;

/**
 * Notification types whose push alert links to `/order-details` (spec §4); other types are plain
 * text.
 */
export const orderNotificationTypes = [
  'create_order',
  'cancel_order',
  'finish_order',
  'create_review',
  'waiting_order',
  'withdraw_order_accepted',
] as const;

/** A notification of the customer's list, its texts in the request's language. */
export const notificationSchema = v.object({
  id: idSchema,
  /** One of `orderNotificationTypes`, or another type shown as plain text. */
  type: v.string(),
  title: v.string(),
  body: v.string(),
  /** The order it is about, when there is one. */
  order_id: v.optional(v.nullable(idSchema), null),
  /** The product it is about (a product back in stock), when there is one. */
  product_id: v.optional(v.nullable(idSchema), null),
  is_read: flagSchema,
  created_at: timestampSchema,
});

export type Notification = v.InferOutput<typeof notificationSchema>;

/** The customer's loyalty points and what they are worth. */
export const pointsSchema = v.object({
  points: v.pipe(numberSchema, v.integer(), v.minValue(0)),
  /** What all the points are worth, in SAR. */
  value: numberSchema,
  /** The fewest points one conversion takes. */
  min_points: v.pipe(numberSchema, v.integer(), v.minValue(1)),
});

export type Points = v.InferOutput<typeof pointsSchema>;

/** The conversion rate of loyalty points: `points` points are worth `value` SAR. */
export const pointsRateSchema = v.object({
  points: v.pipe(numberSchema, v.integer(), v.minValue(1)),
  value: numberSchema,
  currency: v.literal('SAR'),
});

export type PointsRate = v.InferOutput<typeof pointsRateSchema>;
