import { defineMessage } from 'react-intl';

/** The words of the manual address form. */
export const manualAddressFormMessages = {
  submit: defineMessage({ id: 'maps.manualAddress.submit', defaultMessage: 'Save address' }),
} as const;
