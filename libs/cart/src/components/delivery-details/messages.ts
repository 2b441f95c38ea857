import { defineMessage } from 'react-intl';

/** The words of the checkout's delivery section. */
export const deliveryDetailsMessages = {
  title: defineMessage({ id: 'cart.delivery.title', defaultMessage: 'Delivery information' }),
  address: defineMessage({ id: 'cart.delivery.address', defaultMessage: 'Deliver to' }),
  change: defineMessage({ id: 'cart.delivery.change', defaultMessage: 'Change' }),
  changeLabel: defineMessage({
    id: 'cart.delivery.changeLabel',
    defaultMessage: 'Change the delivery address',
  }),
  chooseAddress: defineMessage({
    id: 'cart.delivery.chooseAddress',
    defaultMessage: 'Choose a delivery address',
  }),
  noAddress: defineMessage({
    id: 'cart.delivery.noAddress',
    defaultMessage: 'No delivery address is chosen yet.',
  }),
  anotherRecipient: defineMessage({
    id: 'cart.delivery.anotherRecipient',
    defaultMessage: 'Someone else receives the order',
  }),
  recipientName: defineMessage({
    id: 'cart.delivery.recipientName',
    defaultMessage: "Recipient's name",
  }),
  recipientPhone: defineMessage({
    id: 'cart.delivery.recipientPhone',
    defaultMessage: "Recipient's phone",
  }),
  feedback: defineMessage({ id: 'cart.delivery.feedback', defaultMessage: 'Note for the order' }),
  feedbackHint: defineMessage({
    id: 'cart.delivery.feedbackHint',
    defaultMessage: 'Optional: a landmark, a gate code, a time to avoid…',
  }),
};
