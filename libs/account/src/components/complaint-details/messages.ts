import { defineMessage, type MessageTag } from 'react-intl';

/** The words of a complaint's or suggestion's page. */
export const complaintDetailsMessages = {
  message: defineMessage({
    id: 'account.complaintDetails.message',
    defaultMessage: 'Your message',
  }),
  images: defineMessage({
    id: 'account.complaintDetails.images',
    defaultMessage: 'Attached images',
  }),
  openImage: defineMessage<{ index: number; total: number }>({
    id: 'account.complaintDetails.openImage',
    defaultMessage: 'View image {index, number} of {total, number} larger',
  }),
  imageTitle: defineMessage<{ index: number; total: number }>({
    id: 'account.complaintDetails.imageTitle',
    defaultMessage: 'Image {index, number} of {total, number}',
  }),
  previousImage: defineMessage({
    id: 'account.complaintDetails.previousImage',
    defaultMessage: 'Previous image',
  }),
  nextImage: defineMessage({
    id: 'account.complaintDetails.nextImage',
    defaultMessage: 'Next image',
  }),
  response: defineMessage({
    id: 'account.complaintDetails.response',
    defaultMessage: 'The store’s answer',
  }),
  waiting: defineMessage({
    id: 'account.complaintDetails.waiting',
    defaultMessage: 'Waiting for the store’s answer. We will reply as soon as possible.',
  }),
  answeredOn: defineMessage<{ date: string; time: MessageTag }>({
    id: 'account.complaintDetails.answeredOn',
    defaultMessage: 'Answered on <time>{date}</time>',
  }),
} as const;
