import { defineMessage } from 'react-intl';

/**
 * The words of the rating screen. Their ids are older than the screen (it was a page of the
 * storefront), which keeps the catalogues' translations.
 */
export const orderRateScreenMessages = {
  alreadyRated: defineMessage({
    id: 'storefront.orders.alreadyRated',
    defaultMessage: 'This order cannot be rated now.',
  }),
} as const;
