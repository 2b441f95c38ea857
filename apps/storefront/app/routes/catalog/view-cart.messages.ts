import { defineMessage } from 'react-intl';

/**
 * The toast's "View cart" after a product goes to the cart, from its page or from a card's quick
 * add (in the shell: a module of its own, so that the shell brings no other catalog page message).
 */
export const viewCartMessage = defineMessage({
  id: 'storefront.catalog.viewCart',
  defaultMessage: 'View cart',
});
