import { defineMessage } from 'react-intl';

/** The words of a product's purchase panel. */
export const productPurchaseMessages = {
  vatIncluded: defineMessage({
    id: 'catalog.purchase.vatIncluded',
    defaultMessage: 'VAT included',
  }),
  inStock: defineMessage({ id: 'catalog.purchase.inStock', defaultMessage: 'In stock' }),
  addToCart: defineMessage({ id: 'catalog.purchase.addToCart', defaultMessage: 'Add to cart' }),
} as const;
