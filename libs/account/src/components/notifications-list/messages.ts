import { defineMessage, type MessageTag } from 'react-intl';

/** The words of the notifications list. */
export const notificationsListMessages = {
  unread: defineMessage({ id: 'account.notifications.unread', defaultMessage: 'New' }),
  viewOrder: defineMessage<{ title: string; hidden: MessageTag }>({
    id: 'account.notifications.viewOrder',
    defaultMessage: 'View order<hidden>: {title}</hidden>',
  }),
  viewProduct: defineMessage<{ title: string; hidden: MessageTag }>({
    id: 'account.notifications.viewProduct',
    defaultMessage: 'View the product<hidden>: {title}</hidden>',
  }),
  delete: defineMessage<{ title: string }>({
    id: 'account.notifications.delete',
    defaultMessage: 'Delete notification: {title}',
  }),
  deleteAll: defineMessage({ id: 'account.notifications.deleteAll', defaultMessage: 'Delete all' }),
  deleteAllTitle: defineMessage({
    id: 'account.notifications.deleteAllTitle',
    defaultMessage: 'Delete all notifications?',
  }),
  deleteAllDescription: defineMessage({
    id: 'account.notifications.deleteAllDescription',
    defaultMessage: 'Every notification will be deleted, on every page. This cannot be undone.',
  }),
} as const;
