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
