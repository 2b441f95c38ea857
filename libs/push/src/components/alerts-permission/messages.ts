import { defineMessage } from 'react-intl';

/** The words of the prompt that turns on order alerts on this device. */
export const alertsPermissionMessages = {
  title: defineMessage({
    id: 'push.permission.title',
    defaultMessage: 'Order updates on this device',
  }),
  body: defineMessage({
    id: 'push.permission.body',
    defaultMessage:
      'We will let you know when your order is accepted, on its way and delivered, even when the store is closed.',
  }),
  turnOn: defineMessage({ id: 'push.permission.turnOn', defaultMessage: 'Turn on alerts' }),
  blocked: defineMessage({
    id: 'push.permission.blocked',
    defaultMessage:
      'Alerts are blocked for this store in your browser. To get order updates, allow notifications in the site settings.',
  }),
  turnedOn: defineMessage({
    id: 'push.permission.turnedOn',
    defaultMessage: 'Alerts are on. We will let you know about your orders.',
  }),
} as const;
