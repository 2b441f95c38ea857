import { defineMessage } from 'react-intl';

/**
 * The words of an order's details screen around its parts. Their ids are older than the screen
 * (it was a page of the storefront), which keeps the catalogues' translations.
 */
export const orderDetailsScreenMessages = {
  received: defineMessage({
    id: 'storefront.orders.received',
    defaultMessage: 'Thank you! The order is marked as received.',
  }),
  reorderDone: defineMessage({
    id: 'storefront.orders.reorderDone',
    defaultMessage: 'The products are back in your cart',
  }),
  reorderPartly: defineMessage<{ names: string }>({
    id: 'storefront.orders.reorderPartly',
    defaultMessage: 'Added to your cart. No longer available: {names}',
  }),
  viewCart: defineMessage({ id: 'storefront.orders.viewCart', defaultMessage: 'View cart' }),
  rateStoreTitle: defineMessage({
    id: 'storefront.orders.rateStoreTitle',
    defaultMessage: 'Rate the store',
  }),
  rateStoreDescription: defineMessage({
    id: 'storefront.orders.rateStoreDescription',
    defaultMessage: 'How was your order? Your rating helps other customers.',
  }),
} as const;
