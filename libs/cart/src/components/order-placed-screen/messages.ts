import { defineMessage } from 'react-intl';

/** The words of the order-completion screen when it has no order to show. */
export const orderPlacedScreenMessages = {
  myOrders: defineMessage({ id: 'storefront.checkout.myOrders', defaultMessage: 'My orders' }),
  orderMissing: defineMessage({
    id: 'storefront.checkout.orderMissing',
    defaultMessage: 'We could not find this order. Your orders list has every order you placed.',
  }),
} as const;
