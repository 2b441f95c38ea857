import { defineMessage } from 'react-intl';
import { checkoutScreenMessages } from '@matjar/cart';

/** The title and description of the cart page. */
export const cartPageMessages = {
  title: defineMessage({ id: 'storefront.cart.title', defaultMessage: 'Cart' }),
  description: defineMessage({
    id: 'storefront.cart.description',
    defaultMessage: 'The products in your cart, with their prices including VAT.',
  }),
};

/** The titles and descriptions of the checkout pages: the summary, the address choice, the completion page. */
export const checkoutPageMessages = {
  // The checkout's title names its screen's aside too: it is defined with the screen.
  title: checkoutScreenMessages.title,
  description: defineMessage({
    id: 'storefront.checkout.description',
    defaultMessage: 'Choose when and where your order arrives and how you pay.',
  }),
  changeLocationTitle: defineMessage({
    id: 'storefront.checkout.changeLocationTitle',
    defaultMessage: 'Delivery address',
  }),
  changeLocationDescription: defineMessage({
    id: 'storefront.checkout.changeLocationDescription',
    defaultMessage: 'Choose where this order is delivered, or add a new address.',
  }),
  completedTitle: defineMessage({
    id: 'storefront.checkout.completedTitle',
    defaultMessage: 'Order completion',
  }),
};
