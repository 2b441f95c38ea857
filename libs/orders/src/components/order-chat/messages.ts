import { defineMessage } from 'react-intl';

/** The words of the chat with the delivery representative. */
export const orderChatMessages = {
  log: defineMessage({ id: 'orders.chat.log', defaultMessage: 'Messages with the delegate' }),
  empty: defineMessage({
    id: 'orders.chat.empty',
    defaultMessage:
      'No messages yet. Write to the delegate if you have a question about your delivery.',
  }),
  loading: defineMessage({ id: 'orders.chat.loading', defaultMessage: 'Loading the messages…' }),
  you: defineMessage({ id: 'orders.chat.you', defaultMessage: 'You' }),
  delegate: defineMessage({ id: 'orders.chat.delegate', defaultMessage: 'The delegate' }),
  sentBy: defineMessage<{ sender: string }>({
    id: 'orders.chat.sentBy',
    defaultMessage: '{sender}:',
  }),
  imageFrom: defineMessage<{ sender: string }>({
    id: 'orders.chat.imageFrom',
    defaultMessage: 'Image from {sender}',
  }),
  imageFromYou: defineMessage({ id: 'orders.chat.imageFromYou', defaultMessage: 'Image from you' }),
  message: defineMessage({ id: 'orders.chat.message', defaultMessage: 'Message' }),
  messageHint: defineMessage({
    id: 'orders.chat.messageHint',
    defaultMessage: 'Enter sends; Shift+Enter starts a new line.',
  }),
  attach: defineMessage({ id: 'orders.chat.attach', defaultMessage: 'Attach an image' }),
  tooLong: defineMessage<{ max: number }>({
    id: 'orders.chat.tooLong',
    defaultMessage:
      'The message can be at most {max, number} characters long (a new line counts as two).',
  }),
  preview: defineMessage({ id: 'orders.chat.preview', defaultMessage: 'Image to send' }),
  removeImage: defineMessage({ id: 'orders.chat.removeImage', defaultMessage: 'Remove' }),
  removeImageLabel: defineMessage({
    id: 'orders.chat.removeImageLabel',
    defaultMessage: 'Remove the image',
  }),
  send: defineMessage({ id: 'orders.chat.send', defaultMessage: 'Send' }),
} as const;
