/**
 * @packageDocumentation
 * `@matjar/push`: web push through the push service (Firebase Cloud Messaging) and in-page alerts.
 * The push worker at the site root, the notification permission asked on a click, the device
 * token (renewed by the SDK), typed and logged push errors, system notifications in the
 * customer's language with their link, and the alert stack (newest on top, the bell 50 ms after
 * arrival, gone after 8 s, dismissed with a 0.5 s fade). Without the push service, the demo's
 * transport (the demo API's server-sent events) feeds the same pipeline.
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
  PushAlerts,
  type PushAlertsProps,
} from './components/alert-stack/alert-stack.js';
export {
  INSTALLATION_ERROR_CODES,
  type InstallationErrorCode,
  MESSAGING_ERROR_CODES,
  type MessagingErrorCode,
  PushError,
  type PushErrorCode,
  type PushErrorService,
  type PushLogger,
  logPushError,
  toPushError,
} from './lib/push-errors.js';
export {
  type FirebaseWebConfig,
  firebaseWebConfigSchema,
  readFirebaseConfig,
} from './lib/firebase-config.js';
export {
  type MessagingSurface,
  PUSH_SW_PATH,
  PUSH_SW_SCOPE,
  type PushEnvironment,
  type PushPayload,
  type WebPush,
  type WebPushOptions,
  askNotificationPermission,
  createWebPush,
  loadFirebaseMessaging,
  notificationPermission,
  onNotificationPermissionGranted,
} from './lib/web-push.js';
export {
  type BackgroundNotification,
  NOTIFICATION_ICON,
  NOTIFICATIONS_PATH,
  backgroundNotificationOf,
  pushLanguage,
  rememberPushLanguage,
} from './lib/background-notification.js';
export {
  AlertsPermissionPrompt,
  type AlertsPermissionPromptProps,
} from './components/alerts-permission/alerts-permission-prompt.js';
export {
  PushAlertsHost,
  type PushAlertsHostProps,
} from './components/push-alerts-host/push-alerts-host.js';
export { alertsPermissionMessages } from './components/alerts-permission/messages.js';
export { type OpenLinkMessage, isOpenLinkMessage } from './sw/push-worker.js';
