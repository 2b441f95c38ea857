/**
 * @packageDocumentation
 * `@matjar/push`: push messages shown as in-page alerts. So far: the alert stack (newest on top,
 * the bell 50 ms after arrival, gone after 8 s, dismissed with a 0.5 s fade), push messages read
 * and put in the customer's language, and the demo's transport (the demo API's server-sent
 * events). Firebase Cloud Messaging and the push service worker come next (issue #10).
 */
export {
  ORDER_ALERT_TYPES,
  type PushAlert,
  type PushMessage,
  alertOf,
  pushMessageSchema,
  readPushMessage,
} from './lib/push-message.js';
export {
  type EventSourceLike,
  type PushTransport,
  demoPushTransport,
} from './lib/push-transport.js';
export {
  ALERT_FADE_MS,
  ALERT_LIFETIME_MS,
  ALERT_SOUND_DELAY_MS,
  type AlertStackApi,
  type AlertState,
  type StackedAlert,
  type UseAlertStackOptions,
  playBell,
  useAlertStack,
} from './components/alert-stack/use-alert-stack.js';
export {
  AlertStack,
  type AlertStackProps,
  PlainPushLink,
  PushAlerts,
  type PushAlertsProps,
  type PushLinkComponent,
  type PushLinkProps,
} from './components/alert-stack/alert-stack.js';
