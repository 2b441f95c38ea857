import { type MessageValue, defineMessage } from 'react-intl';

/** Strings of the order pages. */
export const ordersPageMessages = {
  ordersTitle: defineMessage({ id: 'storefront.orders.title', defaultMessage: 'My orders' }),
  ordersDescription: defineMessage({
    id: 'storefront.orders.description',
    defaultMessage: 'Your orders by status: new, being prepared, on the way, delivered, returned.',
  }),
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
  scheduledLink: defineMessage({
    id: 'storefront.orders.scheduledLink',
    defaultMessage: 'Scheduled orders',
  }),
  scheduledTitle: defineMessage({
    id: 'storefront.orders.scheduledTitle',
    defaultMessage: 'Scheduled orders',
  }),
  scheduledDescription: defineMessage({
    id: 'storefront.orders.scheduledDescription',
    defaultMessage: 'Orders that start on the day you chose.',
  }),
  browse: defineMessage({ id: 'storefront.orders.browse', defaultMessage: 'Start shopping' }),
  detailsTitle: defineMessage<{ number: MessageValue }>({
    id: 'storefront.orders.detailsTitle',
    defaultMessage: 'Order {number}',
  }),
  detailsPageTitle: defineMessage({
    id: 'storefront.orders.detailsPageTitle',
    defaultMessage: 'Order details',
  }),
  detailsDescription: defineMessage({
    id: 'storefront.orders.detailsDescription',
    defaultMessage: 'Where your order is, what it holds and what you can do with it.',
  }),
  notFound: defineMessage({
    id: 'storefront.orders.notFound',
    defaultMessage: 'We could not find this order among yours.',
  }),
  backToOrders: defineMessage({
    id: 'storefront.orders.backToOrders',
    defaultMessage: 'My orders',
  }),
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
  rateTitle: defineMessage({ id: 'storefront.orders.rateTitle', defaultMessage: 'Rate the order' }),
  returnTitle: defineMessage({
    id: 'storefront.orders.returnTitle',
    defaultMessage: 'Return products',
  }),
  returnDetailsTitle: defineMessage({
    id: 'storefront.orders.returnDetailsTitle',
    defaultMessage: 'Return details',
  }),
  chatTitle: defineMessage({
    id: 'storefront.orders.chatTitle',
    defaultMessage: 'Chat with the delegate',
  }),
  chatClosed: defineMessage({
    id: 'storefront.orders.chatClosed',
    defaultMessage: 'The chat opens while the order is being prepared or on its way.',
  }),
  trackingTitle: defineMessage({
    id: 'storefront.orders.trackingTitle',
    defaultMessage: 'Track the order',
  }),
  trackingEta: defineMessage<{ minutes: MessageValue }>({
    id: 'storefront.orders.trackingEta',
    defaultMessage: 'Arrives in about {minutes} min',
  }),
  trackingArrived: defineMessage({
    id: 'storefront.orders.trackingArrived',
    defaultMessage: 'The delegate has arrived',
  }),
  trackingProgress: defineMessage({
    id: 'storefront.orders.trackingProgress',
    defaultMessage: 'Distance covered',
  }),
  trackingNotLive: defineMessage({
    id: 'storefront.orders.trackingNotLive',
    defaultMessage: 'Live tracking starts once the order is being prepared.',
  }),
  trackingDelivered: defineMessage({
    id: 'storefront.orders.trackingDelivered',
    defaultMessage: 'This order has been delivered.',
  }),
  trackingCancelled: defineMessage({
    id: 'storefront.orders.trackingCancelled',
    defaultMessage: 'This order was cancelled, so there is nothing to track.',
  }),
  trackingRejected: defineMessage({
    id: 'storefront.orders.trackingRejected',
    defaultMessage: 'The store could not accept this order, so there is nothing to track.',
  }),
  trackingReturned: defineMessage({
    id: 'storefront.orders.trackingReturned',
    defaultMessage: 'This order has been returned.',
  }),
  alreadyRated: defineMessage({
    id: 'storefront.orders.alreadyRated',
    defaultMessage: 'This order cannot be rated now.',
  }),
  cannotReturn: defineMessage({
    id: 'storefront.orders.cannotReturn',
    defaultMessage: 'Products of this order cannot be returned now.',
  }),
};
