import { type MessageValue, defineMessage } from 'react-intl';

/** The words of an order's card in the lists of orders. */
export const orderCardMessages = {
  title: defineMessage<{ number: MessageValue }>({
    id: 'orders.card.title',
    defaultMessage: 'Order {number}',
  }),
  itemsCount: defineMessage<{ count: number; number: MessageValue }>({
    id: 'orders.card.itemsCount',
    defaultMessage: '{count, plural, one {{number} product} other {{number} products}}',
  }),
  deliveryDay: defineMessage<{ day: MessageValue }>({
    id: 'orders.card.deliveryDay',
    defaultMessage: 'Delivery on {day}',
  }),
  deliverySlot: defineMessage<{ day: MessageValue; from: MessageValue; to: MessageValue }>({
    id: 'orders.card.deliverySlot',
    defaultMessage: 'Delivery on {day}, {from}–{to}',
  }),
  description: defineMessage<{ status: string; date: string; items: string; total: string }>({
    id: 'orders.card.description',
    defaultMessage: '{status}, placed on {date}, {items}, total {total}',
  }),
  descriptionWithDelivery: defineMessage<{
    status: string;
    date: string;
    items: string;
    total: string;
    delivery: string;
  }>({
    id: 'orders.card.descriptionWithDelivery',
    defaultMessage: '{status}, placed on {date}, {items}, total {total}, {delivery}',
  }),
  descriptionWithProvider: defineMessage<{ summary: string; provider: string }>({
    id: 'orders.card.descriptionWithProvider',
    defaultMessage: '{summary}, from {provider}',
  }),
} as const;
