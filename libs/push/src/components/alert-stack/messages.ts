import { defineMessage } from 'react-intl';

/** The words of the push alert stack. */
export const alertStackMessages = {
  region: defineMessage({ id: 'push.alerts.region', defaultMessage: 'Notifications' }),
  dismiss: defineMessage<{ title: string }>({
    id: 'push.alerts.dismiss',
    defaultMessage: 'Dismiss {title}',
  }),
} as const;
