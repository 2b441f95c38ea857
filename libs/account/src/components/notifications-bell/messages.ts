import { defineMessage } from 'react-intl';

/** The words of the notifications bell in the header. */
export const notificationsBellMessages = {
  label: defineMessage<{ count: number }>({
    id: 'account.notificationsBell.label',
    defaultMessage:
      '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  }),
  overflow: defineMessage<{ max: number }>({
    id: 'account.notificationsBell.overflow',
    defaultMessage: '{max, number}+',
  }),
} as const;
