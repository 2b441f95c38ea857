import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { idSchema, noDataSchema, pageQuerySchema, paginated } from '../schemas/common.js';
import {
  bankSchema,
  citySchema,
  contactFormSchema,
  countrySchema,
  delegateRequestFormSchema,
  faqSchema,
  infoPageSchema,
  joinRequestSchema,
  providerRequestFormSchema,
  reasonSchema,
  socialSchema,
  storeSettingsSchema,
} from '../schemas/content.js';

/**
 * Information pages, FAQs, socials, the store's settings (contact and legal), the contact form,
 * the delegate and provider join requests and the store's fixed lists: countries, cities, banks,
 * cancel and return reasons. Text comes in the request's language.
 */
export const contentCalls = {
  /**
   * The "about us" page.
   *
   * `GET about` (`content.about`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { title, content }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  about: defineCall({
    id: 'content.about',
    method: 'GET',
    path: 'about',
    body: 'query',
    access: 'public',
    summary: 'The "about us" page.',
    input: v.object({}),
    output: infoPageSchema,
  }),

  /**
   * The terms and conditions page.
   *
   * `GET terms` (`content.terms`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { title, content }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  terms: defineCall({
    id: 'content.terms',
    method: 'GET',
    path: 'terms',
    body: 'query',
    access: 'public',
    summary: 'The terms and conditions page.',
    input: v.object({}),
    output: infoPageSchema,
  }),

  /**
   * The privacy policy page.
   *
   * `GET privacy-policy` (`content.privacy`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { title, content }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  privacy: defineCall({
    id: 'content.privacy',
    method: 'GET',
    path: 'privacy-policy',
    body: 'query',
    access: 'public',
    summary: 'The privacy policy page.',
    input: v.object({}),
    output: infoPageSchema,
  }),

  /**
   * Frequently asked questions, a page at a time.
   *
   * `GET faqs` (`content.faqs`), for anyone, with or without a token.
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, question, answer }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  faqs: defineCall({
    id: 'content.faqs',
    method: 'GET',
    path: 'faqs',
    body: 'query',
    access: 'public',
    summary: 'Frequently asked questions, a page at a time.',
    input: pageQuerySchema,
    output: paginated(faqSchema),
  }),

  /**
   * The store's social accounts (kept in the global store as `socials`).
   *
   * `GET socials` (`content.socials`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { id, key, name, url }[].
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  socials: defineCall({
    id: 'content.socials',
    method: 'GET',
    path: 'socials',
    body: 'query',
    access: 'public',
    summary: "The store's social accounts (kept in the global store as `socials`).",
    input: v.object({}),
    output: v.array(socialSchema),
  }),

  /**
   * The store's public settings: phone, WhatsApp, e-mail, VAT and CR numbers, address (any may be
   * null), and the VAT rate its prices include (the standard 15 % when not given).
   *
   * `GET settings` (`content.settings`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { phone, whatsapp, email, vat_number, commercial_registration, address,
   * vat_rate }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  settings: defineCall({
    id: 'content.settings',
    method: 'GET',
    path: 'settings',
    body: 'query',
    access: 'public',
    summary:
      "The store's public settings: phone, WhatsApp, e-mail, VAT and CR numbers, address (any may be null), and the VAT rate its prices include (the standard 15 % when not given).",
    input: v.object({}),
    output: storeSettingsSchema,
  }),

  /**
   * Send the contact form (name, phone, subject, title, message) to the store.
   *
   * `POST contact-us` (`content.contactUs`), for anyone, with or without a token.
   *
   * Input: name, phone, subject, title, message.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  contactUs: defineCall({
    id: 'content.contactUs',
    method: 'POST',
    path: 'contact-us',
    body: 'form',
    access: 'public',
    summary: 'Send the contact form (name, phone, subject, title, message) to the store.',
    input: contactFormSchema,
    output: noDataSchema,
  }),

  /**
   * Countries of the country picker.
   *
   * `GET countries` (`content.countries`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { id, name, code, dial_code }[].
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  countries: defineCall({
    id: 'content.countries',
    method: 'GET',
    path: 'countries',
    body: 'query',
    access: 'public',
    summary: 'Countries of the country picker.',
    input: v.object({}),
    output: v.array(countrySchema),
  }),

  /**
   * Cities of a country, by name; empty when the store has none there.
   *
   * `GET countries/{country_id}/cities` (`content.cities`), for anyone, with or without a token.
   *
   * Input: country_id.
   *
   * Data on success: { id, name }[].
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  cities: defineCall({
    id: 'content.cities',
    method: 'GET',
    path: 'countries/{country_id}/cities',
    body: 'query',
    access: 'public',
    summary: 'Cities of a country, by name; empty when the store has none there.',
    input: v.object({ country_id: idSchema }),
    output: v.array(citySchema),
  }),

  /**
   * Banks of the bank picker.
   *
   * `GET banks` (`content.banks`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { id, name }[].
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  banks: defineCall({
    id: 'content.banks',
    method: 'GET',
    path: 'banks',
    body: 'query',
    access: 'public',
    summary: 'Banks of the bank picker.',
    input: v.object({}),
    output: v.array(bankSchema),
  }),

  /**
   * Reasons to choose from when cancelling an order.
   *
   * `GET cancel-reasons` (`content.cancelReasons`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { id, name }[].
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  cancelReasons: defineCall({
    id: 'content.cancelReasons',
    method: 'GET',
    path: 'cancel-reasons',
    body: 'query',
    access: 'public',
    summary: 'Reasons to choose from when cancelling an order.',
    input: v.object({}),
    output: v.array(reasonSchema),
  }),

  /**
   * Reasons to choose from when returning products.
   *
   * `GET return-reasons` (`content.returnReasons`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { id, name }[].
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  returnReasons: defineCall({
    id: 'content.returnReasons',
    method: 'GET',
    path: 'return-reasons',
    body: 'query',
    access: 'public',
    summary: 'Reasons to choose from when returning products.',
    input: v.object({}),
    output: v.array(reasonSchema),
  }),

  /**
   * Ask to become a delivery representative (name, phone, city, optional ID photo); `pending`.
   *
   * `POST delegate-requests` (`content.registerDelegate`), for visitors and customers (a visitor is
   * told apart by `mac_address`).
   *
   * Input: name, phone, country_code?, city_id, id_photo?, notes?.
   *
   * Data on success: { number, status }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  registerDelegate: defineCall({
    id: 'content.registerDelegate',
    method: 'POST',
    path: 'delegate-requests',
    body: 'form',
    access: 'any',
    summary:
      'Ask to become a delivery representative (name, phone, city, optional ID photo); `pending`.',
    input: delegateRequestFormSchema,
    prepare: ({ notes, ...rest }) => (notes ? { ...rest, notes } : rest),
    output: joinRequestSchema,
  }),

  /**
   * Ask to sell as a provider (store, owner, phone, city, category, subcategory, brand, logo).
   *
   * `POST provider-requests` (`content.registerProvider`), for visitors and customers (a visitor is
   * told apart by `mac_address`).
   *
   * Input: name, owner_name, phone, country_code?, city_id, category_id, subcategory_id, brand,
   * logo?, notes?.
   *
   * Data on success: { number, status }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  registerProvider: defineCall({
    id: 'content.registerProvider',
    method: 'POST',
    path: 'provider-requests',
    body: 'form',
    access: 'any',
    summary:
      'Ask to sell as a provider (store, owner, phone, city, category, subcategory, brand, logo).',
    input: providerRequestFormSchema,
    prepare: ({ notes, ...rest }) => (notes ? { ...rest, notes } : rest),
    output: joinRequestSchema,
  }),
};
