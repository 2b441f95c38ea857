import { type MessageTag, defineMessage } from 'react-intl';

/** The labels, hints and validation messages of the national address fields. */
export const addressFieldsMessages = {
  name: defineMessage({ id: 'maps.addressFields.name', defaultMessage: 'Address name' }),
  nameHint: defineMessage({
    id: 'maps.addressFields.nameHint',
    defaultMessage: 'For example: Home, Work',
  }),
  city: defineMessage({ id: 'maps.addressFields.city', defaultMessage: 'City' }),
  district: defineMessage({ id: 'maps.addressFields.district', defaultMessage: 'District' }),
  street: defineMessage({ id: 'maps.addressFields.street', defaultMessage: 'Street' }),
  buildingNumber: defineMessage({
    id: 'maps.addressFields.buildingNumber',
    defaultMessage: 'Building number',
  }),
  buildingNumberHint: defineMessage({
    id: 'maps.addressFields.buildingNumberHint',
    defaultMessage: '4 digits, from your national address',
  }),
  shortAddress: defineMessage({
    id: 'maps.addressFields.shortAddress',
    defaultMessage: 'Short national address (optional)',
  }),
  shortAddressHint: defineMessage<{ example: string; bdi: MessageTag }>({
    id: 'maps.addressFields.shortAddressHint',
    defaultMessage: '4 letters then 4 digits, for example <bdi>{example}</bdi>',
  }),
  landmark: defineMessage({
    id: 'maps.addressFields.landmark',
    defaultMessage: 'Landmark (optional)',
  }),
  landmarkHint: defineMessage({
    id: 'maps.addressFields.landmarkHint',
    defaultMessage: 'Something near the door that helps the driver, such as a mosque or a shop',
  }),
  districtRequired: defineMessage({
    id: 'maps.addressFields.districtRequired',
    defaultMessage: 'Please enter the district',
  }),
  streetRequired: defineMessage({
    id: 'maps.addressFields.streetRequired',
    defaultMessage: 'Please enter the street',
  }),
  buildingNumberRequired: defineMessage({
    id: 'maps.addressFields.buildingNumberRequired',
    defaultMessage: 'Please enter the building number',
  }),
  buildingNumberInvalid: defineMessage({
    id: 'maps.addressFields.buildingNumberInvalid',
    defaultMessage: 'The building number is 4 digits',
  }),
  shortAddressInvalid: defineMessage({
    id: 'maps.addressFields.shortAddressInvalid',
    defaultMessage: 'The short address is 4 letters then 4 digits, such as RRRD2929',
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'maps.addressFields.tooLong',
    defaultMessage: 'Please keep this under {max} characters',
  }),
  addressLine: defineMessage<{
    buildingNumber: string;
    street: string;
    district: string;
    city: string;
  }>({
    id: 'maps.addressFields.addressLine',
    defaultMessage: '{buildingNumber} {street}, {district}, {city}',
  }),
} as const;
