import { type MessageValue, defineMessage } from 'react-intl';

/**
 * The words of the tracking screen. Their ids are older than the screen (it was a page of the
 * storefront), which keeps the catalogues' translations.
 */
export const trackingScreenMessages = {
  detailsTitle: defineMessage<{ number: MessageValue }>({
    id: 'storefront.orders.detailsTitle',
    defaultMessage: 'Order {number}',
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
} as const;
