import { defineMessage } from 'react-intl';

/** The words of the product's page (ids kept from the storefront, where the page was drawn). */
export const productScreenMessages = {
  aboutProduct: defineMessage({
    id: 'storefront.catalog.aboutProduct',
    defaultMessage: 'About this product',
  }),
  related: defineMessage({ id: 'storefront.catalog.related', defaultMessage: 'Similar products' }),
  noRelated: defineMessage({
    id: 'storefront.catalog.noRelated',
    defaultMessage: 'No similar products yet',
  }),
} as const;
