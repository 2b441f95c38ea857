import { defineMessage } from 'react-intl';

/** Strings of the cart page. */
export const cartPageMessages = {
  title: defineMessage({ id: 'storefront.cart.title', defaultMessage: 'Cart' }),
  description: defineMessage({
    id: 'storefront.cart.description',
    defaultMessage: 'The products in your cart, with their prices including VAT.',
  }),
  summary: defineMessage({ id: 'storefront.cart.summary', defaultMessage: 'Order summary' }),
};
