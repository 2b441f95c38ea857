import { defineMessage } from 'react-intl';

/**
 * The words the order screens share, which a page around them may use too: `notFound` ("We could
 * not find this order among yours.") and `backToOrders` ("My orders"), a way back to the orders'
 * lists. Their ids are older than the screens (they were pages of the storefront), which keeps the
 * catalogues' translations.
 *
 * @example
 * <Link to="/orders">{intl.formatMessage(orderScreenMessages.backToOrders)}</Link>
 */
export const orderScreenMessages = {
  notFound: defineMessage({
    id: 'storefront.orders.notFound',
    defaultMessage: 'We could not find this order among yours.',
  }),
  backToOrders: defineMessage({
    id: 'storefront.orders.backToOrders',
    defaultMessage: 'My orders',
  }),
} as const;
