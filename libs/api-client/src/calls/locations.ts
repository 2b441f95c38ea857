import * as v from 'valibot';
import { defineCall, defineFlowCall } from '../core/define-call.js';
import { shortNationalAddressSchema } from '../schemas/account.js';
import {
  flagSchema,
  idSchema,
  noDataSchema,
  pageQuerySchema,
  paginated,
} from '../schemas/common.js';

/** A saved delivery address. */
export const locationSchema = v.object({
  id: idSchema,
  /** The customer's default address (spec: `is_default` equal to 1). */
  is_default: flagSchema,
  name: v.optional(v.string(), ''),
  address: v.optional(v.string(), ''),
  lat: v.optional(v.nullable(v.number()), null),
  lng: v.optional(v.nullable(v.number()), null),
  /** Parts of the national address, when the customer gave them. */
  city: v.optional(v.nullable(v.string()), null),
  district: v.optional(v.nullable(v.string()), null),
  street: v.optional(v.nullable(v.string()), null),
  building_number: v.optional(v.nullable(v.string()), null),
  /** The short national address, e.g. `RRRD2929`. */
  short_address: v.optional(v.nullable(v.string()), null),
  landmark: v.optional(v.nullable(v.string()), null),
});

export type Location = v.InferOutput<typeof locationSchema>;

const text = (message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(255));

/** The fields of an address the customer fills in. */
const addressFields = {
  name: text('The address name is required'),
  address: text('The address is required'),
  lat: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  lng: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  city: text('The city is required'),
  district: text('The district is required'),
  street: text('The street is required'),
  /** The 4-digit building number of the national address. */
  building_number: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{4}$/, 'The building number is 4 digits'),
  ),
  short_address: v.optional(shortNationalAddressSchema),
  landmark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255))),
};

/** The input of `locations.create`. */
export const locationInputSchema = v.object({
  ...addressFields,
  /** Make it the default address (the first address always is). */
  is_default: v.optional(v.boolean(), false),
});

export type LocationInput = v.InferInput<typeof locationInputSchema>;

/** Saved addresses (spec §7 `GET locations`): list, create, update, delete, choose the default. */
export const locationCalls = {
  /**
   * The saved addresses, a page at a time; `needActive` when the phone is not activated.
   *
   * `GET locations` (`locations.list`), for signed-in customers (without a token it fails at once,
   * unsent).
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, is_default, name, address, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked; continues with needActive (an
   * `ApiError` for each refusal).
   */
  list: defineFlowCall({
    id: 'locations.list',
    method: 'GET',
    path: 'locations',
    body: 'query',
    access: 'customer',
    summary: 'The saved addresses, a page at a time; `needActive` when the phone is not activated.',
    input: pageQuerySchema,
    output: paginated(locationSchema),
    flow: { keys: ['needActive'], schema: v.unknown() },
  }),

  /**
   * Save a new address; the first one, or one sent with `is_default`, becomes the default.
   *
   * `POST locations` (`locations.create`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: name, address, lat?, lng?, city, district, street, building_number, short_address?,
   * landmark?, is_default?.
   *
   * Data on success: { id, is_default, name, address, lat, lng, city, district, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  create: defineCall({
    id: 'locations.create',
    method: 'POST',
    path: 'locations',
    body: 'form',
    access: 'customer',
    summary:
      'Save a new address; the first one, or one sent with `is_default`, becomes the default.',
    input: locationInputSchema,
    output: locationSchema,
  }),

  /**
   * Change some fields of a saved address.
   *
   * `POST locations/{id}?_method=patch` (`locations.update`), for signed-in customers (without a
   * token it fails at once, unsent).
   *
   * Input: id, name?, address?, lat?, lng?, city?, district?, street?, building_number?,
   * short_address?, landmark?.
   *
   * Data on success: { id, is_default, name, address, lat, lng, city, district, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  update: defineCall({
    id: 'locations.update',
    method: 'POST',
    path: 'locations/{id}?_method=patch',
    body: 'form',
    access: 'customer',
    summary: 'Change some fields of a saved address.',
    input: v.object({ id: idSchema, ...v.partial(v.object(addressFields)).entries }),
    output: locationSchema,
  }),

  /**
   * Delete a saved address; if it was the default, the oldest one left becomes it.
   *
   * `DELETE locations/{id}` (`locations.delete`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: id.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  delete: defineCall({
    id: 'locations.delete',
    method: 'DELETE',
    path: 'locations/{id}',
    body: 'none',
    access: 'customer',
    summary: 'Delete a saved address; if it was the default, the oldest one left becomes it.',
    input: v.object({ id: idSchema }),
    output: noDataSchema,
  }),

  /**
   * Make an address the default one (the customer has exactly one).
   *
   * `POST locations/{id}/set-default?_method=patch` (`locations.setDefault`), for signed-in
   * customers (without a token it fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: { id, is_default, name, address, lat, lng, city, district, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  setDefault: defineCall({
    id: 'locations.setDefault',
    method: 'POST',
    path: 'locations/{id}/set-default?_method=patch',
    body: 'none',
    access: 'customer',
    summary: 'Make an address the default one (the customer has exactly one).',
    input: v.object({ id: idSchema }),
    output: locationSchema,
  }),
};
