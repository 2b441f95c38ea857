import { defineMessage } from 'react-intl';

/** The words of the cart's screen. */
export const cartScreenMessages = {
  summary: defineMessage({ id: 'storefront.cart.summary', defaultMessage: 'Order summary' }),
} as const;
