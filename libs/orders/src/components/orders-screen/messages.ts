import { defineMessage } from 'react-intl';

/**
 * The words of the orders' tabs. Their ids are older than the screen (it was a page of the
 * storefront), which keeps the catalogues' translations.
 */
export const ordersScreenMessages = {
  tabsLabel: defineMessage({ id: 'storefront.orders.tabsLabel', defaultMessage: 'Order tabs' }),
  returnOrders: defineMessage({
    id: 'storefront.orders.returnOrders',
    defaultMessage: 'Return orders',
  }),
  tabNew: defineMessage({ id: 'storefront.orders.tabNew', defaultMessage: 'New' }),
  tabWaiting: defineMessage({ id: 'storefront.orders.tabWaiting', defaultMessage: 'Waiting' }),
  tabCurrent: defineMessage({ id: 'storefront.orders.tabCurrent', defaultMessage: 'Current' }),
  tabOnWay: defineMessage({ id: 'storefront.orders.tabOnWay', defaultMessage: 'On the way' }),
  tabFinished: defineMessage({ id: 'storefront.orders.tabFinished', defaultMessage: 'Finished' }),
  tabCancelled: defineMessage({
    id: 'storefront.orders.tabCancelled',
    defaultMessage: 'Cancelled',
  }),
  browse: defineMessage({ id: 'storefront.orders.browse', defaultMessage: 'Start shopping' }),
} as const;
