import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the checkout's order type: delivered now, or on a chosen day and time. */
export const orderTypePickerMessages = {
  title: defineMessage({ id: 'cart.orderType.title', defaultMessage: 'Order type' }),
  normal: defineMessage({ id: 'cart.orderType.normal', defaultMessage: 'Deliver now' }),
  normalDescription: defineMessage({
    id: 'cart.orderType.normalDescription',
    defaultMessage: 'As soon as possible',
  }),
  scheduled: defineMessage({
    id: 'cart.orderType.scheduled',
    defaultMessage: 'Schedule for later',
  }),
  scheduledDescription: defineMessage({
    id: 'cart.orderType.scheduledDescription',
    defaultMessage: 'Choose the day and time',
  }),
  day: defineMessage({ id: 'cart.orderType.day', defaultMessage: 'Delivery day' }),
  time: defineMessage({ id: 'cart.orderType.time', defaultMessage: 'Delivery time' }),
  today: defineMessage({ id: 'cart.orderType.today', defaultMessage: 'Today' }),
  tomorrow: defineMessage({ id: 'cart.orderType.tomorrow', defaultMessage: 'Tomorrow' }),
  timeRange: defineMessage<{ from: MessageValue; to: MessageValue }>({
    id: 'cart.orderType.timeRange',
    defaultMessage: '{from} – {to}',
  }),
  chooseDayFirst: defineMessage({
    id: 'cart.orderType.chooseDayFirst',
    defaultMessage: 'Choose a day first',
  }),
  noSlots: defineMessage({
    id: 'cart.orderType.noSlots',
    defaultMessage:
      'No delivery times are offered right now. Choose “Deliver now” or try again later.',
  }),
  loadingSlots: defineMessage({
    id: 'cart.orderType.loadingSlots',
    defaultMessage: 'Loading delivery times…',
  }),
  timeZoneNote: defineMessage({
    id: 'cart.orderType.timeZoneNote',
    defaultMessage: 'Times are Riyadh time (GMT+3), Gregorian calendar.',
  }),
} as const;
