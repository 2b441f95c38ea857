import { defineMessage } from 'react-intl';

/** The words of the empty cart. */
export const emptyCartMessages = {
  description: defineMessage({
    id: 'cart.empty.description',
    defaultMessage: 'Browse the stores and add what you like.',
  }),
  continueShopping: defineMessage({
    id: 'cart.empty.continueShopping',
    defaultMessage: 'Continue shopping',
  }),
} as const;
