import { defineMessage } from 'react-intl';

/**
 * The words of the saved addresses screen and its dialog. Their ids are older than the screen (it
 * was a page of the storefront), which keeps the catalogues' translations.
 */
export const addressesScreenMessages = {
  addAddress: defineMessage({
    id: 'storefront.account.addAddress',
    defaultMessage: 'Add new address',
  }),
  editAddress: defineMessage({
    id: 'storefront.account.editAddress',
    defaultMessage: 'Edit address',
  }),
  addressSaved: defineMessage({
    id: 'storefront.account.addressSaved',
    defaultMessage: 'Address saved',
  }),
  addressDeleted: defineMessage({
    id: 'storefront.account.addressDeleted',
    defaultMessage: 'Address deleted',
  }),
  needActive: defineMessage({
    id: 'storefront.account.needActive',
    defaultMessage: 'Activate your phone number to save addresses.',
  }),
} as const;
