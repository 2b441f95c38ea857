import { defineMessage } from 'react-intl';

/** The words of the address picker. */
export const addressPickerMessages = {
  location: defineMessage({
    id: 'maps.addressPicker.location',
    defaultMessage: 'Location on the map',
  }),
  details: defineMessage({
    id: 'maps.addressPicker.details',
    defaultMessage: 'Address details',
  }),
  submit: defineMessage({ id: 'maps.addressPicker.submit', defaultMessage: 'Save address' }),
} as const;
