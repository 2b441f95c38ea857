import * as v from 'valibot';
import { idSchema } from './common.js';

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
  /** Plain text; paragraphs are separated by a blank line. */
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
  message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000)),
});

export type ContactForm = v.InferInput<typeof contactFormSchema>;
