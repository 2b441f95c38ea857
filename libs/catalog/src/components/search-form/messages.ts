import { defineMessage } from 'react-intl';

/**
 * The words of the search form (ids kept from the storefront's header, where it was drawn). A
 * module of its own: every page draws the form, and it brings no other message of the library.
 */
export const searchFormMessages = {
  label: defineMessage({ id: 'storefront.header.searchLabel', defaultMessage: 'Search products' }),
  placeholder: defineMessage({
    id: 'storefront.header.searchPlaceholder',
    defaultMessage: 'Search for products, stores and brands',
  }),
  submit: defineMessage({ id: 'storefront.header.searchSubmit', defaultMessage: 'Search' }),
} as const;
