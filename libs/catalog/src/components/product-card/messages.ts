import { defineMessage } from 'react-intl';

/** The words of a product card's own controls. */
export const productCardActionMessages = {
  quickAdd: defineMessage<{ name: string }>({
    id: 'catalog.product.quickAdd',
    defaultMessage: 'Add {name} to cart',
  }),
} as const;
