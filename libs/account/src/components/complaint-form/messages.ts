import { defineMessage } from 'react-intl';

/** The words of the form that sends a complaint or suggestion. */
export const complaintFormMessages = {
  type: defineMessage({
    id: 'account.complaintForm.type',
    defaultMessage: 'What would you like to send?',
  }),
  title: defineMessage({ id: 'account.complaintForm.title', defaultMessage: 'Subject' }),
  message: defineMessage({ id: 'account.complaintForm.message', defaultMessage: 'Message' }),
  messageHint: defineMessage({
    id: 'account.complaintForm.messageHint',
    defaultMessage: 'Tell us what happened, with the order number if it is about an order.',
  }),
  images: defineMessage({
    id: 'account.complaintForm.images',
    defaultMessage: 'Images (optional)',
  }),
  imagesHint: defineMessage<{ max: number }>({
    id: 'account.complaintForm.imagesHint',
    defaultMessage:
      'Up to {max, plural, one {# image} other {# images}} in JPEG, PNG or WebP. Large photos are made smaller before they are sent.',
  }),
  titleTooLong: defineMessage<{ max: number }>({
    id: 'account.complaintForm.titleTooLong',
    defaultMessage:
      'The subject can be at most {max, plural, one {# character} other {# characters}} long',
  }),
  messageTooLong: defineMessage<{ max: number }>({
    id: 'account.complaintForm.messageTooLong',
    defaultMessage:
      'The message can be at most {max, plural, one {# character} other {# characters}} long (a new line counts as two)',
  }),
  sending: defineMessage({
    id: 'account.complaintForm.sending',
    defaultMessage: 'Sending your message…',
  }),
  submit: defineMessage({ id: 'account.complaintForm.submit', defaultMessage: 'Send' }),
} as const;
