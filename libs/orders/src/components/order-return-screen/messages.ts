import { defineMessage } from 'react-intl';

/**
 * The words of the return request screen. Their ids are older than the screen (it was a page of
 * the storefront), which keeps the catalogues' translations.
 */
export const orderReturnScreenMessages = {
  cannotReturn: defineMessage({
    id: 'storefront.orders.cannotReturn',
    defaultMessage: 'Products of this order cannot be returned now.',
  }),
} as const;
