import type { IntlShape } from 'react-intl';
import * as v from 'valibot';
import type { LocationInput } from '@matjar/api-client';
import { toAsciiDigits, validationMessages } from '@matjar/i18n';
import { addressFieldsMessages as m } from './messages.js';

// The rules of `locationInputSchema` in @matjar/api-client, with this form's messages (message
// ids, turned into text where they are shown) and input as customers type it on a phone.

/** The longest text the store accepts in an address field. */
export const ADDRESS_FIELD_MAX_LENGTH = 255;

const text = (requiredMessage: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(ADDRESS_FIELD_MAX_LENGTH, m.tooLong.id),
  );

/**
 * The 4-digit building number of the national address; Arabic-Indic digits and spaces are
 * accepted: `'٢ ٩ ٢ ٩'` reads as `'2929'`.
 */
export const buildingNumberField = v.pipe(
  v.string(),
  v.transform((value) => toAsciiDigits(value).replace(/\s+/g, '')),
  v.nonEmpty(m.buildingNumberRequired.id),
  // Blank is reported once, as missing.
  v.check((value) => value === '' || /^\d{4}$/.test(value), m.buildingNumberInvalid.id),
);

/** Upper-case ASCII without spaces: `'rrrd ٢٩٢٩'` reads as `'RRRD2929'`. */
export function normalizeShortAddress(value: string): string {
  return toAsciiDigits(value).replace(/\s+/g, '').toUpperCase();
}

/**
 * The optional short national address: 4 letters then 4 digits (`RRRD2929`), lower case and
 * Arabic-Indic digits accepted; blank stays blank.
 */
export const shortAddressField = v.pipe(
  v.string(),
  v.transform(normalizeShortAddress),
  v.check((value) => value === '' || /^[A-Z]{4}\d{4}$/.test(value), m.shortAddressInvalid.id),
);

/** The fields of a national address the customer fills in, by hand or after the map. */
export const addressFieldsSchema = v.object({
  name: text(validationMessages.addressNameRequired.id),
  city: text(validationMessages.cityRequired.id),
  district: text(m.districtRequired.id),
  street: text(m.streetRequired.id),
  building_number: buildingNumberField,
  short_address: shortAddressField,
  landmark: v.pipe(v.string(), v.trim(), v.maxLength(ADDRESS_FIELD_MAX_LENGTH, m.tooLong.id)),
});

/** What the address fields hold while the customer types. */
export type AddressFieldValues = v.InferInput<typeof addressFieldsSchema>;

/** The address fields once valid: trimmed, digits in ASCII, the short address upper-cased. */
export type ValidAddressFields = v.InferOutput<typeof addressFieldsSchema>;

/** The names of the address fields. */
export type AddressFieldName = keyof AddressFieldValues;

/**
 * An address typed by hand, as `locations.create` takes it: the `LocationInput` fields without
 * coordinates. `address` is the one-line label built from the parts.
 */
export type ManualAddress = Omit<LocationInput, 'lat' | 'lng' | 'is_default'>;

/**
 * An address as `locations.create` and `locations.update` take it: `LocationInput` without
 * `is_default`. From the map it has `lat`, `lng` and Google's address; typed by hand it has
 * neither coordinate and an address built from its parts.
 */
export type AddressInput = Omit<LocationInput, 'is_default'>;

/** An address to edit; a saved `Location` fits as it is (its nulls read as blank). */
export type AddressDefaults = { [Key in keyof AddressInput]?: AddressInput[Key] | null };

/** The empty form, or the form of an address being edited. */
export function addressFieldDefaults(values: AddressDefaults = {}): AddressFieldValues {
  return {
    name: values.name ?? '',
    city: values.city ?? '',
    district: values.district ?? '',
    street: values.street ?? '',
    building_number: values.building_number ?? '',
    short_address: values.short_address ?? '',
    landmark: values.landmark ?? '',
  };
}

/** The one-line label of an address typed by hand: `2929 King Fahd Road, Al Olaya, Riyadh`. */
export function addressLine(intl: IntlShape, fields: ValidAddressFields): string {
  return intl.formatMessage(m.addressLine, {
    buildingNumber: fields.building_number,
    street: fields.street,
    district: fields.district,
    city: fields.city,
  });
}

/** The valid fields as `LocationInput` fields: blank optional fields left out. */
export function toManualAddress(intl: IntlShape, fields: ValidAddressFields): ManualAddress {
  return {
    name: fields.name,
    address: addressLine(intl, fields),
    city: fields.city,
    district: fields.district,
    street: fields.street,
    building_number: fields.building_number,
    ...(fields.short_address ? { short_address: fields.short_address } : {}),
    ...(fields.landmark ? { landmark: fields.landmark } : {}),
  };
}
