import { defineMessage } from 'react-intl';

/** The words of the dialog that cancels an order. */
export const cancelOrderDialogMessages = {
  title: defineMessage({ id: 'orders.cancel.title', defaultMessage: 'Cancel the order' }),
  description: defineMessage({
    id: 'orders.cancel.description',
    defaultMessage: 'Tell us why you want to cancel this order.',
  }),
  reasonsLabel: defineMessage({
    id: 'orders.cancel.reasonsLabel',
    defaultMessage: 'Reason for cancelling',
  }),
  otherReason: defineMessage({ id: 'orders.cancel.otherReason', defaultMessage: 'Other reason' }),
  otherReasonLabel: defineMessage({
    id: 'orders.cancel.otherReasonLabel',
    defaultMessage: 'Your reason',
  }),
  reasonRequired: defineMessage({
    id: 'orders.cancel.reasonRequired',
    defaultMessage: 'Please choose a reason for cancelling',
  }),
  loadingReasons: defineMessage({
    id: 'orders.cancel.loadingReasons',
    defaultMessage: 'Loading the reasons…',
  }),
  confirm: defineMessage({ id: 'orders.cancel.confirm', defaultMessage: 'Cancel the order' }),
  keep: defineMessage({ id: 'orders.cancel.keep', defaultMessage: 'Keep the order' }),
} as const;
