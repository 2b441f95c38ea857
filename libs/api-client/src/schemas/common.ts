import * as v from 'valibot';

/** A yes/no the store may send as 1/0, "1"/"0" or a boolean; read as a boolean. */
export const flagSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1'])]),
  v.transform((value) => value === true || value === 1 || value === '1'),
);

/** A numeric id the store may send as a number or a numeric string; read as a number. */
export const idSchema = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.minValue(1),
);

/** A count or amount the store may send as a number or a numeric string; read as a number. */
export const numberSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform(Number),
  v.finite(),
);

/** The pagination of every list. */
export const paginationSchema = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  last_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type Pagination = v.InferOutput<typeof paginationSchema>;

/** Every list has this shape: the items under `data`, the page under `pagination`. */
export function paginated<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: v.array(item), pagination: paginationSchema });
}

/** A page of a list. */
export interface Page<TItem> {
  data: TItem[];
  pagination: Pagination;
}

/** The query of every list call. */
export const pageQuerySchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
});

/**
 * How many characters a text is as the store counts it: forms send every line break as CR LF, two
 * characters, however it was typed.
 */
export const lengthAsSent = (text: string): number => text.replace(/\r\n|\r|\n/g, '\r\n').length;

/**
 * A limit on text that may hold line breaks, counted as the store counts (`lengthAsSent`): a
 * message of 2,000 characters with 20 line breaks is 2,020 characters to the store.
 */
export const maxLengthAsSent = (max: number) =>
  v.check((text: string) => lengthAsSent(text) <= max, `At most ${max} characters`);

/**
 * A Saudi mobile number as the store takes it: the nine national digits, `5XXXXXXXX`. As a type it
 * refuses what TypeScript can tell apart (`'0500000001'`, `'+966500000001'`); `isSaudiMobile`
 * narrows a `string` read from a form, and the call checks the nine digits before sending.
 */
export type SaudiMobile = `5${number}`;

const SAUDI_MOBILE = /^5\d{8}$/;

/**
 * Whether `value` is a Saudi mobile number as the store takes it (`5XXXXXXXX`).
 *
 * @example
 * const phone = digitsOnly(form.phone).replace(/^0/, '');
 * if (isSaudiMobile(phone)) await api.auth.resendCode({ phone });
 */
export function isSaudiMobile(value: string): value is SaudiMobile {
  return SAUDI_MOBILE.test(value);
}

/** A Saudi mobile number as the store takes it (see `SaudiMobile`). */
export const saudiMobileSchema = v.custom<SaudiMobile>(
  (input) => typeof input === 'string' && isSaudiMobile(input),
  'A Saudi mobile number is 5 followed by 8 digits',
);

/** Data of calls whose answer is only a key and a message. */
export const noDataSchema = v.pipe(
  v.unknown(),
  v.transform(() => null),
);

/**
 * A page of another site the customer is sent to (the hosted payment page): an absolute `http:` or
 * `https:` address. Anything else (`javascript:`, `data:`, a relative path) is an invalid answer.
 */
export const webPageUrlSchema = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => /^https?:\/\//i.test(value), 'an http or https address'),
);

/** A file to upload (an image, in practice). */
export const fileSchema = v.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
  'Expected a file',
);
