import { type MessageValue, defineMessage } from 'react-intl';

/** The words of a return request's details. */
export const returnDetailsMessages = {
  title: defineMessage({ id: 'orders.returnDetails.title', defaultMessage: 'Return request' }),
  pending: defineMessage({ id: 'orders.returnDetails.pending', defaultMessage: 'Under review' }),
  pendingNote: defineMessage({
    id: 'orders.returnDetails.pendingNote',
    defaultMessage: 'The store is reviewing your request; we will let you know of its decision.',
  }),
  accepted: defineMessage<{ amount: MessageValue }>({
    id: 'orders.returnDetails.accepted',
    defaultMessage: 'Accepted — {amount} refunded to your wallet',
  }),
  rejected: defineMessage({ id: 'orders.returnDetails.rejected', defaultMessage: 'Rejected' }),
  rejectReason: defineMessage<{ reason: MessageValue }>({
    id: 'orders.returnDetails.rejectReason',
    defaultMessage: 'Reason for rejection: {reason}',
  }),
  date: defineMessage({ id: 'orders.returnDetails.date', defaultMessage: 'Requested on' }),
  reason: defineMessage({
    id: 'orders.returnDetails.reason',
    defaultMessage: 'Reason for the return',
  }),
  refund: defineMessage({ id: 'orders.returnDetails.refund', defaultMessage: 'Refund amount' }),
  items: defineMessage({ id: 'orders.returnDetails.items', defaultMessage: 'Returned products' }),
  photos: defineMessage({ id: 'orders.returnDetails.photos', defaultMessage: 'Photos' }),
  photo: defineMessage<{ index: number }>({
    id: 'orders.returnDetails.photo',
    defaultMessage: 'Return photo {index, number}',
  }),
} as const;
