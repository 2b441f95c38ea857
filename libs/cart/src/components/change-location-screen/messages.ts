import { defineMessage } from 'react-intl';

/** The words of the checkout's address choice. */
export const changeLocationScreenMessages = {
  savedAddresses: defineMessage({
    id: 'storefront.checkout.savedAddresses',
    defaultMessage: 'Saved addresses',
  }),
  addAddress: defineMessage({
    id: 'storefront.checkout.addAddress',
    defaultMessage: 'Add a new address',
  }),
  deliverHere: defineMessage({
    id: 'storefront.checkout.deliverHere',
    defaultMessage: 'Deliver to this address',
  }),
  noAddresses: defineMessage({
    id: 'storefront.checkout.noAddresses',
    defaultMessage: 'You have no saved address yet. Add one to receive your order.',
  }),
  backToCheckout: defineMessage({
    id: 'storefront.checkout.backToCheckout',
    defaultMessage: 'Back to the checkout',
  }),
} as const;
