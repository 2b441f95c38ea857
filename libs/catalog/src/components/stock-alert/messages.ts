import { type MessageValue, defineMessage } from 'react-intl';

/** The words of stock alerts: on a product out of stock, and in the customer's list. */
export const stockAlertMessages = {
  notifyMe: defineMessage({
    id: 'catalog.stockAlert.notifyMe',
    defaultMessage: 'Notify me when available',
  }),
  waiting: defineMessage({
    id: 'catalog.stockAlert.waiting',
    defaultMessage: "We'll let you know when it is back in stock.",
  }),
  added: defineMessage({
    id: 'catalog.stockAlert.added',
    defaultMessage: "Done: we'll let you know when it is back in stock",
  }),
  cancel: defineMessage({ id: 'catalog.stockAlert.cancel', defaultMessage: 'Cancel the alert' }),
  removeFor: defineMessage<{ name: MessageValue }>({
    id: 'catalog.stockAlert.removeFor',
    defaultMessage: 'Remove the alert for {name}',
  }),
  listLabel: defineMessage({
    id: 'catalog.stockAlert.listLabel',
    defaultMessage: 'Products you are waiting for',
  }),
  emptyTitle: defineMessage({
    id: 'catalog.stockAlert.emptyTitle',
    defaultMessage: 'No stock alerts',
  }),
  emptyBody: defineMessage({
    id: 'catalog.stockAlert.emptyBody',
    defaultMessage:
      'On a product that is out of stock, press "Notify me when available" and we will tell you when it is back.',
  }),
  shop: defineMessage({ id: 'catalog.stockAlert.shop', defaultMessage: 'Browse the store' }),
  since: defineMessage<{ date: MessageValue }>({
    id: 'catalog.stockAlert.since',
    defaultMessage: 'Waiting since {date}',
  }),
};
