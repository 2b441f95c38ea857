import * as v from 'valibot';
import {
  fileSchema,
  idSchema,
  maxLengthAsSent,
  numberSchema,
  saudiMobileSchema,
} from './common.js';

/** An absolute URL of an image or another file. */
export const urlSchema = v.pipe(v.string(), v.url());

/** A banner of the home page's slider, and what a tap on it opens. */
export const bannerSchema = v.object({
  id: idSchema,
  title: v.string(),
  image: urlSchema,
  /** The kind of page the banner links to; `none` when it links nowhere. */
  link_type: v.picklist(['product', 'category', 'provider', 'none']),
  /** The id of the linked product, category or provider; `null` for `none`. */
  link_id: v.nullable(idSchema),
});

export type Banner = v.InferOutput<typeof bannerSchema>;

/** An information page (about, terms and conditions, privacy policy) in the request's language. */
export const infoPageSchema = v.object({
  title: v.string(),
  /** HTML (sanitized before display) or plain text with blank-line paragraphs. */
  content: v.string(),
});

export type InfoPage = v.InferOutput<typeof infoPageSchema>;

/** A frequently asked question with its answer. */
export const faqSchema = v.object({ id: idSchema, question: v.string(), answer: v.string() });

export type Faq = v.InferOutput<typeof faqSchema>;

/** A social account of the store (`key` names its network, for the icon: `x`, `instagram`…). */
export const socialSchema = v.object({
  id: idSchema,
  key: v.string(),
  name: v.string(),
  url: urlSchema,
});

export type Social = v.InferOutput<typeof socialSchema>;

/** A text the store may leave out: `null` when absent, whether missing, `null` or empty. */
const optionalTextSchema = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
  ),
  null,
);

/**
 * The standard VAT rate of Saudi Arabia (15 %), as a fraction: the rate every price includes unless
 * the store's settings say otherwise (`StoreSettings.vat_rate`).
 */
export const SAUDI_VAT_RATE = 0.15;

/**
 * The store's public settings: how to reach it and its legal identity, shown in the footer. Any
 * field may be absent (`null`); the address comes in the request's language.
 */
export const storeSettingsSchema = v.object({
  /** The number to call as the store writes it, e.g. `920000000` or `+966 11 234 5678`. */
  phone: optionalTextSchema,
  /** The WhatsApp number in international form, e.g. `+966 50 000 0000`. */
  whatsapp: optionalTextSchema,
  email: optionalTextSchema,
  /** The VAT registration number: 15 digits, starting and ending with 3. */
  vat_number: optionalTextSchema,
  /** The commercial registration (CR) number: 10 digits. */
  commercial_registration: optionalTextSchema,
  /** The store's address, in the request's language. */
  address: optionalTextSchema,
  /**
   * The VAT rate its prices include, as a fraction (`0.15` for 15 %). When the store does not
   * send it, the Kingdom's standard rate, {@link SAUDI_VAT_RATE}.
   */
  vat_rate: v.optional(
    v.pipe(
      v.nullable(v.pipe(numberSchema, v.minValue(0), v.maxValue(1))),
      v.transform((rate) => rate ?? SAUDI_VAT_RATE),
    ),
    SAUDI_VAT_RATE,
  ),
});

export type StoreSettings = v.InferOutput<typeof storeSettingsSchema>;

/** A country of the country picker. */
export const countrySchema = v.object({
  id: idSchema,
  name: v.string(),
  /** ISO 3166-1 alpha-2 code, e.g. `SA`. */
  code: v.string(),
  /** International dialling code without `+`, e.g. `966`. */
  dial_code: v.string(),
});

export type Country = v.InferOutput<typeof countrySchema>;

/** A named item of a short fixed list: a city, a bank, a cancel or return reason. */
export const namedItemSchema = v.object({ id: idSchema, name: v.string() });

export type NamedItem = v.InferOutput<typeof namedItemSchema>;

/** A city of the city picker. */
export const citySchema = namedItemSchema;

export type City = NamedItem;

/** A bank of the bank picker (withdrawals, bank transfer). */
export const bankSchema = namedItemSchema;

export type Bank = NamedItem;

/** A reason a customer gives when cancelling an order or returning products. */
export const reasonSchema = namedItemSchema;

export type Reason = NamedItem;

/** The contact-us form (spec §3: name, phone, subject, title, message). */
export const contactFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{8,15}$/)),
  subject: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(150)),
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(150)),
  message: v.pipe(v.string(), v.trim(), v.minLength(1), maxLengthAsSent(2000)),
});

export type ContactForm = v.InferInput<typeof contactFormSchema>;

/** A required id picked from a list (city, category, subcategory), with the message when missing. */
const pickedIdSchema = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message));

/** A required line of text, trimmed, with the message when blank. */
const requiredTextSchema = (message: string, max = 100) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max));

/** Optional free notes of a join request; a blank note is not sent. */
const joinNotesSchema = v.optional(v.pipe(v.string(), v.trim(), maxLengthAsSent(1000)));

/**
 * The form a visitor or customer sends to become a delivery representative (spec §1, profile menu
 * "delegate register"): name, Saudi mobile, city, an optional photo of the ID or driving licence
 * and optional notes.
 */
export const delegateRequestFormSchema = v.object({
  name: requiredTextSchema('The name is required'),
  /** National digits `5XXXXXXXX`. */
  phone: saudiMobileSchema,
  country_code: v.optional(v.literal('966'), '966'),
  city_id: pickedIdSchema('The city is required'),
  /** A photo of the national ID, iqama or driving licence. */
  id_photo: v.optional(fileSchema),
  notes: joinNotesSchema,
});

export type DelegateRequestForm = v.InferInput<typeof delegateRequestFormSchema>;

/**
 * The form a visitor or customer sends to sell on the store as a provider (spec §1, profile menu
 * "provider register"): store name, owner, Saudi mobile, city, category and subcategory, brand, an
 * optional logo and optional notes. The subcategory must belong to the category.
 */
export const providerRequestFormSchema = v.object({
  /** The store's name. */
  name: requiredTextSchema('The store name is required'),
  owner_name: requiredTextSchema('The owner name is required'),
  /** National digits `5XXXXXXXX`. */
  phone: saudiMobileSchema,
  country_code: v.optional(v.literal('966'), '966'),
  city_id: pickedIdSchema('The city is required'),
  category_id: pickedIdSchema('The category is required'),
  subcategory_id: pickedIdSchema('The subcategory is required'),
  brand: requiredTextSchema('The brand is required'),
  logo: v.optional(fileSchema),
  notes: joinNotesSchema,
});

export type ProviderRequestForm = v.InferInput<typeof providerRequestFormSchema>;

/**
 * A join request (delegate or provider) as the store answers it once sent: its number, to quote to
 * support, and its status, `pending` until the store reviews it.
 */
export const joinRequestSchema = v.object({
  number: v.pipe(v.string(), v.minLength(1)),
  status: v.literal('pending'),
});

export type JoinRequest = v.InferOutput<typeof joinRequestSchema>;
