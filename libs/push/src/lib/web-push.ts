import type { FirebaseWebConfig } from './firebase-config.js';
import { type PushLogger, PushError, logPushError, toPushError } from './push-errors.js';
import { type PushMessage, readPushMessage } from './push-message.js';
import type { PushTransport } from './push-transport.js';
import { PUSH_SW_PATH, PUSH_SW_SCOPE } from './worker-location.js';

export { PUSH_SW_PATH, PUSH_SW_SCOPE };

/** A push message as the push service hands it to a page or the worker. */
export interface PushPayload {
  data?: Record<string, string>;
  notification?: { title?: string; body?: string; image?: string; icon?: string };
  fcmOptions?: { link?: string };
}

/**
 * The part of the push service's SDK (`firebase/app` and `firebase/messaging`) the storefront
 * uses: the real one is loaded on demand by `loadFirebaseMessaging`, a fake stands in for tests.
 * The SDK keeps the token in IndexedDB and renews it itself — after 7 days, with installation auth
 * tokens renewed within an hour of expiry and a pending registration reset after 10 s — whenever
 * `getToken` is called.
 */
export interface MessagingSurface<Messaging = unknown> {
  isSupported(): Promise<boolean>;
  getMessaging(config: FirebaseWebConfig): Messaging;
  getToken(messaging: Messaging, options: { vapidKey: string }): Promise<string>;
  onMessage(messaging: Messaging, next: (payload: PushPayload) => void): () => void;
}

/**
 * Loads the push service's SDK (modular `firebase/app` and `firebase/messaging`), in its own chunk:
 * nothing of it is in the first paint.
 */
export async function loadFirebaseMessaging(): Promise<MessagingSurface> {
  const [app, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  return {
    isSupported: messaging.isSupported,
    getMessaging(config) {
      const { vapidKey: _vapidKey, ...options } = config;
      const existing = app.getApps().find((candidate) => candidate.name === 'matjar');
      return messaging.getMessaging(existing ?? app.initializeApp(options, 'matjar'));
    },
    getToken: (handle, options) =>
      messaging.getToken(handle as ReturnType<typeof messaging.getMessaging>, options),
    onMessage: (handle, next) =>
      messaging.onMessage(handle as ReturnType<typeof messaging.getMessaging>, next),
  };
}

/** The browser surfaces web push needs (fakes in tests). */
export interface PushEnvironment {
  notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
}

const browserEnvironment = (): PushEnvironment => ({
  ...(typeof Notification === 'undefined' ? {} : { notification: Notification }),
  ...(typeof navigator === 'undefined' || !('serviceWorker' in navigator)
    ? {}
    : { serviceWorker: navigator.serviceWorker }),
});

type PermissionListener = () => void;
const permissionListeners = new Set<PermissionListener>();

/**
 * Calls `listener` when the customer grants notifications through `askNotificationPermission`
 * (so the token can be retrieved); returns the function that stops listening.
 */
export function onNotificationPermissionGranted(listener: PermissionListener): () => void {
  permissionListeners.add(listener);
  return () => permissionListeners.delete(listener);
}

/** This browser's notification permission, or `unsupported`. */
export function notificationPermission(
  environment: PushEnvironment = browserEnvironment(),
): NotificationPermission | 'unsupported' {
  const { notification, serviceWorker } = environment;
  return notification && serviceWorker ? notification.permission : 'unsupported';
}

/**
 * Asks for the notification permission — call it from a click (browsers refuse prompts without a
 * user gesture, and Safari only within it, so the prompt is requested before anything is
 * awaited). Undecided: the customer is asked; not granted afterwards: `permission-blocked` is
 * logged and false returned. Granted: listeners of `onNotificationPermissionGranted` are told.
 *
 * @example
 * <button onClick={() => void askNotificationPermission()}>Turn on alerts</button>
 */
export function askNotificationPermission(
  environment: PushEnvironment = browserEnvironment(),
  log: PushLogger = logPushError,
): Promise<boolean> {
  const { notification } = environment;
  if (notificationPermission(environment) === 'unsupported' || !notification) {
    log(new PushError('messaging', 'unsupported-browser'));
    return Promise.resolve(false);
  }
  const decided: Promise<NotificationPermission> =
    notification.permission === 'default'
      ? notification.requestPermission()
      : Promise.resolve(notification.permission);
  return decided.then(
    (permission) => {
      if (permission !== 'granted') {
        log(new PushError('messaging', 'permission-blocked'));
        return false;
      }
      for (const listener of permissionListeners) listener();
      return true;
    },
    (error: unknown) => {
      log(toPushError(error));
      return false;
    },
  );
}

export interface WebPushOptions {
  /** The push service's configuration; null: no push service (the demo), the worker only. */
  config: FirebaseWebConfig | null;
  loadMessaging?: () => Promise<MessagingSurface>;
  environment?: PushEnvironment;
  log?: PushLogger;
}

export interface WebPush {
  /** Registers the push worker at the site root with its push scope; null (logged) if it fails. */
  registerWorker(): Promise<ServiceWorkerRegistration | null>;
  /**
   * This device's push token, when notifications are granted: the SDK (which registers the worker
   * itself and waits for it to be active) hands back the kept token,
   * or a renewed one once it is 7 days old. Never asks for the permission; any failure is logged
   * and gives null.
   */
  retrieveToken(): Promise<string | null>;
  /** Foreground messages from the push service, through the alert pipeline. */
  transport: PushTransport;
}

/**
 * Web push for this page: the push worker, the device token and the foreground messages.
 *
 * @example
 * const push = createWebPush({ config: loaderData.firebase });
 * const token = await push.retrieveToken();
 * if (token && token !== stored) saveToken(token);
 * const stop = push.transport.start((message) => stack.push(alertOf(message, lang)));
 */
export function createWebPush(options: WebPushOptions): WebPush {
  const {
    config,
    loadMessaging = loadFirebaseMessaging,
    environment = browserEnvironment(),
    log = logPushError,
  } = options;
  let worker: Promise<ServiceWorkerRegistration | null> | undefined;
  let messaging: Promise<{ sdk: MessagingSurface; handle: unknown } | null> | undefined;

  const registerWorker = () => {
    worker ??= (async () => {
      if (!environment.serviceWorker) {
        log(new PushError('messaging', 'unsupported-browser'));
        return null;
      }
      try {
        return await environment.serviceWorker.register(PUSH_SW_PATH, { scope: PUSH_SW_SCOPE });
      } catch (error) {
        log(new PushError('messaging', 'failed-service-worker-registration', { cause: error }));
        return null;
      }
    })();
    return worker;
  };

  const openMessaging = () => {
    messaging ??= (async () => {
      if (!config) return null;
      try {
        const sdk = await loadMessaging();
        if (!(await sdk.isSupported())) {
          log(new PushError('messaging', 'unsupported-browser'));
          return null;
        }
        return { sdk, handle: sdk.getMessaging(config) };
      } catch (error) {
        log(toPushError(error));
        return null;
      }
    })();
    return messaging;
  };

  return {
    registerWorker,
    async retrieveToken() {
      if (!config || notificationPermission(environment) !== 'granted') return null;
      const opened = await openMessaging();
      if (!opened) return null;
      try {
        // The SDK registers the same worker (path and scope) itself, waits until it is active and
        // asks the browser for an update of it, before subscribing.
        const token = await opened.sdk.getToken(opened.handle, { vapidKey: config.vapidKey });
        if (token) return token;
        log(new PushError('messaging', 'token-subscribe-no-token'));
      } catch (error) {
        log(toPushError(error));
      }
      return null;
    },
    transport: {
      start(onMessage: (message: PushMessage) => void) {
        let stopped = false;
        let stop = () => undefined as void;
        void openMessaging().then((opened) => {
          if (!opened || stopped) return;
          try {
            stop = opened.sdk.onMessage(opened.handle, (payload) => {
              const message = readPushMessage(payload.data);
              if (message) onMessage(message);
            });
          } catch (error) {
            log(toPushError(error));
          }
        });
        return () => {
          stopped = true;
          stop();
        };
      },
    },
  };
}
