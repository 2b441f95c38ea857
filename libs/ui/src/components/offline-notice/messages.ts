import { defineMessage } from 'react-intl';

/** The words of the notice shown while the device has no connection. */
export const offlineNoticeMessages = {
  offline: defineMessage({
    id: 'ui.offlineNotice.offline',
    defaultMessage:
      'You are offline. Your cart and your choices are kept, and we will carry on when you are back.',
  }),
} as const;
