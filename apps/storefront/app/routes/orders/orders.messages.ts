import { defineMessage } from 'react-intl';

/** Strings of the order pages' frames: titles, descriptions and the links beside the titles. */
export const ordersPageMessages = {
  ordersTitle: defineMessage({ id: 'storefront.orders.title', defaultMessage: 'My orders' }),
  ordersDescription: defineMessage({
    id: 'storefront.orders.description',
    defaultMessage: 'Your orders by status: new, being prepared, on the way, delivered, returned.',
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
  detailsPageTitle: defineMessage({
    id: 'storefront.orders.detailsPageTitle',
    defaultMessage: 'Order details',
  }),
  detailsDescription: defineMessage({
    id: 'storefront.orders.detailsDescription',
    defaultMessage: 'Where your order is, what it holds and what you can do with it.',
  }),
  rateTitle: defineMessage({ id: 'storefront.orders.rateTitle', defaultMessage: 'Rate the order' }),
  returnTitle: defineMessage({
    id: 'storefront.orders.returnTitle',
    defaultMessage: 'Return products',
  }),
  invoiceTitle: defineMessage({
    id: 'storefront.orders.invoiceTitle',
    defaultMessage: 'Tax invoice',
  }),
  invoiceDescription: defineMessage({
    id: 'storefront.orders.invoiceDescription',
    defaultMessage: "Your order's simplified tax invoice, with its QR code, to print or save.",
  }),
  returnDetailsTitle: defineMessage({
    id: 'storefront.orders.returnDetailsTitle',
    defaultMessage: 'Return details',
  }),
  chatTitle: defineMessage({
    id: 'storefront.orders.chatTitle',
    defaultMessage: 'Chat with the delegate',
  }),
  trackingTitle: defineMessage({
    id: 'storefront.orders.trackingTitle',
    defaultMessage: 'Track the order',
  }),
};
