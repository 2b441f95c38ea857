import { createIntl } from 'react-intl';
import * as v from 'valibot';
import { locationInputSchema } from '@matjar/api-client';
import { testCatalogue } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import {
  addressFieldDefaults,
  addressFieldsSchema,
  buildingNumberField,
  normalizeShortAddress,
  shortAddressField,
  toManualAddress,
} from './address-schema.js';

const issueOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
};

const filled = {
  name: '  Home ',
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  building_number: '٢٩٢٩',
  short_address: 'rrrd ٢٩٢٩',
  landmark: '',
};

describe('buildingNumberField', () => {
  it.each([
    ['2929', '2929'],
    ['٢٩٢٩', '2929'],
    [' 29 29 ', '2929'],
  ])('reads %s as %s', (typed, value) => {
    expect(v.parse(buildingNumberField, typed)).toBe(value);
  });

  it('asks for the number when blank and says it is 4 digits otherwise', () => {
    expect(issueOf(buildingNumberField, '')).toBe('maps.addressFields.buildingNumberRequired');
    expect(issueOf(buildingNumberField, '292')).toBe('maps.addressFields.buildingNumberInvalid');
    expect(issueOf(buildingNumberField, '29290')).toBe('maps.addressFields.buildingNumberInvalid');
    expect(issueOf(buildingNumberField, '29a9')).toBe('maps.addressFields.buildingNumberInvalid');
  });
});

describe('shortAddressField', () => {
  it.each([
    ['RRRD2929', 'RRRD2929'],
    ['rrrd2929', 'RRRD2929'],
    ['RRRD ٢٩٢٩', 'RRRD2929'],
    ['', ''],
  ])('reads %s as %s', (typed, value) => {
    expect(v.parse(shortAddressField, typed)).toBe(value);
    expect(normalizeShortAddress(typed)).toBe(value);
  });

  it.each(['RRR2929', 'RRRD292', '2929RRRD', 'ررر2929', 'RRRD29299'])('refuses %s', (typed) => {
    expect(issueOf(shortAddressField, typed)).toBe('maps.addressFields.shortAddressInvalid');
  });
});

describe('addressFieldsSchema', () => {
  it('uses the spec messages for the address name and the city', () => {
    const result = v.safeParse(addressFieldsSchema, addressFieldDefaults());
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'errors.validation.addressNameRequired',
      'errors.validation.cityRequired',
      'maps.addressFields.districtRequired',
      'maps.addressFields.streetRequired',
      'maps.addressFields.buildingNumberRequired',
    ]);
  });

  it('refuses text longer than the store accepts', () => {
    const result = v.safeParse(addressFieldsSchema, { ...filled, landmark: 'x'.repeat(256) });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['maps.addressFields.tooLong']);
  });
});

describe('toManualAddress', () => {
  const intl = createIntl({ locale: 'en', messages: testCatalogue('en') });

  it('builds the one-line address and leaves out blank optional fields', () => {
    const address = toManualAddress(intl, v.parse(addressFieldsSchema, filled));
    expect(address).toEqual({
      name: 'Home',
      address: '2929 King Fahd Road, Al Olaya, Riyadh',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '2929',
      short_address: 'RRRD2929',
    });
  });

  it('builds the Arabic line with Arabic commas', () => {
    const arabic = createIntl({ locale: 'ar', messages: testCatalogue('ar') });
    const address = toManualAddress(
      arabic,
      v.parse(addressFieldsSchema, {
        ...filled,
        city: 'الرياض',
        district: 'العليا',
        street: 'طريق الملك فهد',
      }),
    );
    expect(address.address).toBe('2929 طريق الملك فهد، العليا، الرياض');
  });

  it('gives what the store API accepts', () => {
    const address = toManualAddress(
      intl,
      v.parse(addressFieldsSchema, { ...filled, landmark: 'Next to the mosque' }),
    );
    expect(v.safeParse(locationInputSchema, address).success).toBe(true);
  });
});
