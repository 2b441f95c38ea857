import { defineMessage } from 'react-intl';

/**
 * The "View cart" of the toast that says a product went to the cart. A module of its own: the
 * storefront's shell (the cards' quick add) brings it, and no other message of the library.
 */
export const viewCartMessage = defineMessage({
  id: 'storefront.catalog.viewCart',
  defaultMessage: 'View cart',
});
