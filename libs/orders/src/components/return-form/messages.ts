import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the return request form. */
export const returnFormMessages = {
  items: defineMessage({ id: 'orders.returnForm.items', defaultMessage: 'Products to return' }),
  itemsHint: defineMessage({
    id: 'orders.returnForm.itemsHint',
    defaultMessage: 'Choose the products you are returning, then how many of each.',
  }),
  quantity: defineMessage<{ name: string }>({
    id: 'orders.returnForm.quantity',
    defaultMessage: 'Quantity of {name} to return',
  }),
  reason: defineMessage({
    id: 'orders.returnForm.reason',
    defaultMessage: 'Reason for the return',
  }),
  photos: defineMessage({
    id: 'orders.returnForm.photos',
    defaultMessage: 'Photos of the products',
  }),
  photosHint: defineMessage<{ max: number }>({
    id: 'orders.returnForm.photosHint',
    defaultMessage:
      'Up to {max, number} photos. Large photos are made smaller before they are sent.',
  }),
  submit: defineMessage({
    id: 'orders.returnForm.submit',
    defaultMessage: 'Send the return request',
  }),
} as const;

/** The words describing a line of an order in a return: its quantity. */
export const returnItemMessages = {
  ordered: defineMessage<{ count: MessageValue }>({
    id: 'orders.returnItem.ordered',
    defaultMessage: 'Ordered: {count}',
  }),
  returned: defineMessage<{ count: MessageValue }>({
    id: 'orders.returnItem.returned',
    defaultMessage: 'Quantity: {count}',
  }),
} as const;
