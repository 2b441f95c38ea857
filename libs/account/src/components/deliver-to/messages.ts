import { defineMessage, type MessageTag } from 'react-intl';

/** The words of the "deliver to" chip under the header and its addresses dialog. */
export const deliverToMessages = {
  deliverTo: defineMessage<{ name: string; bdi: MessageTag }>({
    id: 'account.deliverTo.deliverTo',
    defaultMessage: 'Deliver to: <bdi>{name}</bdi>',
    description:
      'The chip under the header, with the selected address’s name (isolated for bidi in <bdi>)',
  }),
  visitor: defineMessage({
    id: 'account.deliverTo.visitor',
    defaultMessage: 'Choose your delivery location — sign in',
  }),
  choose: defineMessage({
    id: 'account.deliverTo.choose',
    defaultMessage: 'Choose your delivery location',
  }),
  loading: defineMessage({
    id: 'account.deliverTo.loading',
    defaultMessage: 'Loading your delivery location',
  }),
  dialogTitle: defineMessage({
    id: 'account.deliverTo.dialogTitle',
    defaultMessage: 'Where should we deliver?',
  }),
  dialogDescription: defineMessage({
    id: 'account.deliverTo.dialogDescription',
    defaultMessage: 'Choose one of your saved addresses. Your orders are delivered there.',
  }),
  addresses: defineMessage({
    id: 'account.deliverTo.addresses',
    defaultMessage: 'Saved addresses',
  }),
  deliverHere: defineMessage({
    id: 'account.deliverTo.deliverHere',
    defaultMessage: 'Deliver here',
  }),
  manage: defineMessage({
    id: 'account.deliverTo.manage',
    defaultMessage: 'Add or manage addresses',
  }),
  changeFailed: defineMessage({
    id: 'account.deliverTo.changeFailed',
    defaultMessage: 'We could not change your delivery location. Please try again.',
  }),
} as const;
