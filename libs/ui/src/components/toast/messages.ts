import { defineMessage } from 'react-intl';

/** The words of the toast notifications. */
export const toastMessages = {
  announcement: defineMessage({
    id: 'ui.toast.announcement',
    defaultMessage: 'Notification',
  }),
  viewportLabel: defineMessage<{ hotkey: string }>({
    id: 'ui.toast.viewportLabel',
    defaultMessage: 'Notifications ({hotkey})',
  }),
} as const;
