import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseWebConfig } from './firebase-config.js';
import { INSTALLATION_ERROR_CODES, MESSAGING_ERROR_CODES, type PushError } from './push-errors.js';
import type { PushMessage } from './push-message.js';
import {
  type MessagingSurface,
  PUSH_SW_PATH,
  PUSH_SW_SCOPE,
  type PushEnvironment,
  type PushPayload,
  askNotificationPermission,
  createWebPush,
  onNotificationPermissionGranted,
} from './web-push.js';

const config: FirebaseWebConfig = {
  apiKey: 'key',
  projectId: 'matjar-test',
  appId: '1:1:web:1',
  messagingSenderId: '1',
  vapidKey: 'public-vapid-key',
};

const DAY = 24 * 60 * 60 * 1000;

/** The browser: a notification permission the customer answers, and a worker container. */
function fakeBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const registration = { scope: `https://shop.test${PUSH_SW_SCOPE}` } as ServiceWorkerRegistration;
  const notification = {
    permission,
    requestPermission: vi.fn(() => {
      notification.permission = answer;
      return Promise.resolve(answer);
    }),
  };
  const serviceWorker = { register: vi.fn(() => Promise.resolve(registration)) };
  const environment = { notification, serviceWorker } as unknown as PushEnvironment;
  return { environment, notification, serviceWorker, registration };
}

/**
 * The push SDK's surface, behaving as the SDK documents: `getToken` hands back the token it keeps,
 * and a new one once the kept token is 7 days old.
 */
function fakeMessaging() {
  let kept: { token: string; createdAt: number } | undefined;
  let issued = 0;
  const listeners = new Set<(payload: PushPayload) => void>();
  const sdk = {
    isSupported: vi.fn(() => Promise.resolve(true)),
    getMessaging: vi.fn(() => ({ app: 'matjar' })),
    getToken: vi.fn((_messaging: unknown, _options: unknown) => {
      if (!kept || Date.now() >= kept.createdAt + 7 * DAY) {
        issued += 1;
        kept = { token: `device-token-${issued}`, createdAt: Date.now() };
      }
      return Promise.resolve(kept.token);
    }),
    onMessage: vi.fn((_messaging: unknown, next: (payload: PushPayload) => void) => {
      listeners.add(next);
      return () => listeners.delete(next);
    }),
  } satisfies MessagingSurface;
  const deliver = (payload: PushPayload) => {
    for (const listener of listeners) listener(payload);
  };
  return { sdk, deliver, listeners };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('askNotificationPermission', () => {
  it('asks an undecided customer, and tells the listeners when they allow it', async () => {
    const { environment, notification } = fakeBrowser('default', 'granted');
    const granted = vi.fn();
    const stop = onNotificationPermissionGranted(granted);
    const log = vi.fn();

    await expect(askNotificationPermission(environment, log)).resolves.toBe(true);

    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(granted).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
    stop();
  });

  it('asks before anything is awaited, so the prompt stays inside the click', () => {
    const { environment, notification } = fakeBrowser('default', 'granted');
    void askNotificationPermission(environment, vi.fn());
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the customer refuses', 'default', 'denied'],
    ['the customer dismisses the prompt', 'default', 'default'],
    ['notifications were blocked before', 'denied', 'denied'],
  ] as const)('logs permission-blocked when %s, and goes on', async (_case, before, answer) => {
    const { environment } = fakeBrowser(before, answer);
    const granted = vi.fn();
    const stop = onNotificationPermissionGranted(granted);
    const log = vi.fn<(error: PushError) => void>();

    await expect(askNotificationPermission(environment, log)).resolves.toBe(false);

    expect(log.mock.calls.map(([error]) => error.code)).toEqual(['permission-blocked']);
    expect(granted).not.toHaveBeenCalled();
    stop();
  });

  it('does not prompt a customer who already decided', async () => {
    const { environment, notification } = fakeBrowser('denied');
    await askNotificationPermission(environment, vi.fn());
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it('logs unsupported-browser where there are no notifications or workers', async () => {
    const log = vi.fn<(error: PushError) => void>();
    await expect(askNotificationPermission({}, log)).resolves.toBe(false);
    expect(log.mock.calls.map(([error]) => error.code)).toEqual(['unsupported-browser']);
  });
});

describe('createWebPush', () => {
  it('registers the push worker at the site root with its own push scope', async () => {
    const { environment, serviceWorker, registration } = fakeBrowser('default');
    const push = createWebPush({ config: null, environment, log: vi.fn() });

    await expect(push.registerWorker()).resolves.toBe(registration);
    await push.registerWorker();

    expect(serviceWorker.register).toHaveBeenCalledTimes(1);
    expect(serviceWorker.register).toHaveBeenCalledWith('/firebase-messaging-sw.js', {
      scope: '/firebase-cloud-messaging-push-scope',
    });
    expect(PUSH_SW_PATH).toBe('/firebase-messaging-sw.js');
  });

  it('logs failed-service-worker-registration when the worker is refused, and goes on', async () => {
    const { environment, serviceWorker } = fakeBrowser('granted');
    serviceWorker.register.mockRejectedValueOnce(new DOMException('refused', 'SecurityError'));
    const log = vi.fn<(error: PushError) => void>();
    const push = createWebPush({ config: null, environment, log });

    await expect(push.registerWorker()).resolves.toBeNull();

    expect(log.mock.calls.map(([error]) => error.code)).toEqual([
      'failed-service-worker-registration',
    ]);
  });

  it('never asks for the permission or loads the SDK while notifications are not granted', async () => {
    const { environment, notification } = fakeBrowser('default');
    const loadMessaging = vi.fn(async () => fakeMessaging().sdk);
    const push = createWebPush({ config, environment, log: vi.fn(), loadMessaging });

    await expect(push.retrieveToken()).resolves.toBeNull();

    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(loadMessaging).not.toHaveBeenCalled();
  });

  it('without a push service (the demo) retrieves no token and loads no SDK', async () => {
    const { environment } = fakeBrowser('granted');
    const loadMessaging = vi.fn(async () => fakeMessaging().sdk);
    const push = createWebPush({ config: null, environment, log: vi.fn(), loadMessaging });

    await expect(push.retrieveToken()).resolves.toBeNull();
    push.transport.start(vi.fn())();

    expect(loadMessaging).not.toHaveBeenCalled();
  });

  it('retrieves the token with the public key, leaving the worker to the SDK', async () => {
    const { environment } = fakeBrowser('granted');
    const { sdk } = fakeMessaging();
    const push = createWebPush({
      config,
      environment,
      log: vi.fn(),
      loadMessaging: async () => sdk,
    });

    await expect(push.retrieveToken()).resolves.toBe('device-token-1');

    expect(sdk.getMessaging).toHaveBeenCalledWith(config);
    expect(sdk.getToken).toHaveBeenCalledWith({ app: 'matjar' }, { vapidKey: 'public-vapid-key' });
  });

  it('hands back the kept token for 7 days and the renewed one afterwards (the SDK renews it)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T09:00:00Z'), toFake: ['Date'] });
    const { environment } = fakeBrowser('granted');
    const { sdk } = fakeMessaging();
    // Each page load makes its own web push, as the storefront does.
    const pageLoad = () =>
      createWebPush({ config, environment, log: vi.fn(), loadMessaging: async () => sdk });

    const first = await pageLoad().retrieveToken();
    vi.setSystemTime(new Date('2026-11-07T23:00:00Z'));
    const sixDaysLater = await pageLoad().retrieveToken();
    vi.setSystemTime(new Date('2026-11-08T09:00:00Z'));
    const sevenDaysLater = await pageLoad().retrieveToken();

    expect([first, sixDaysLater, sevenDaysLater]).toEqual([
      'device-token-1',
      'device-token-1',
      'device-token-2',
    ]);
  });

  it('logs unsupported-browser when the SDK says push cannot work here', async () => {
    const { environment } = fakeBrowser('granted');
    const { sdk } = fakeMessaging();
    sdk.isSupported.mockResolvedValue(false);
    const log = vi.fn<(error: PushError) => void>();
    const push = createWebPush({ config, environment, log, loadMessaging: async () => sdk });

    await expect(push.retrieveToken()).resolves.toBeNull();

    expect(log.mock.calls.map(([error]) => error.code)).toEqual(['unsupported-browser']);
  });

  it('notes a missing registration token in the console (token-subscribe-no-token)', async () => {
    const { environment } = fakeBrowser('granted');
    const { sdk } = fakeMessaging();
    sdk.getToken.mockResolvedValueOnce('');
    const log = vi.fn<(error: PushError) => void>();
    const push = createWebPush({ config, environment, log, loadMessaging: async () => sdk });

    await expect(push.retrieveToken()).resolves.toBeNull();

    expect(log.mock.calls.map(([error]) => error.code)).toEqual(['token-subscribe-no-token']);
  });

  it.each([
    ...MESSAGING_ERROR_CODES.map((code) => ['messaging', code] as const),
    ...INSTALLATION_ERROR_CODES.map((code) => ['installations', code] as const),
  ])('logs the SDK failure %s/%s as a typed error and gives no token', async (service, code) => {
    const { environment } = fakeBrowser('granted');
    const { sdk } = fakeMessaging();
    sdk.getToken.mockRejectedValueOnce(
      Object.assign(new Error(`Messaging: failed (${service}/${code}).`), {
        code: `${service}/${code}`,
      }),
    );
    const log = vi.fn<(error: PushError) => void>();
    const push = createWebPush({ config, environment, log, loadMessaging: async () => sdk });

    await expect(push.retrieveToken()).resolves.toBeNull();

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatchObject({ service, code });
  });

  it('logs a failure to load the SDK (offline) and gives no token', async () => {
    const { environment } = fakeBrowser('granted');
    const log = vi.fn<(error: PushError) => void>();
    const push = createWebPush({
      config,
      environment,
      log,
      loadMessaging: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });

    await expect(push.retrieveToken()).resolves.toBeNull();

    expect(log.mock.calls.map(([error]) => error.code)).toEqual(['unknown']);
  });

  it('delivers foreground push messages to the alert pipeline until stopped', async () => {
    const { environment } = fakeBrowser('granted');
    const { sdk, deliver, listeners } = fakeMessaging();
    const push = createWebPush({
      config,
      environment,
      log: vi.fn(),
      loadMessaging: async () => sdk,
    });
    const received: PushMessage[] = [];

    const stop = push.transport.start((message) => received.push(message));
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    deliver({
      data: { type: 'finish_order', title_en: 'Delivered', body_en: 'Order 42', order_id: '42' },
    });
    deliver({ data: { no: 'type' } });
    stop();
    deliver({ data: { type: 'finish_order', title_en: 'Late' } });

    expect(received).toEqual([
      expect.objectContaining({ type: 'finish_order', title_en: 'Delivered', order_id: 42 }),
    ]);
    expect(listeners.size).toBe(0);
  });
});
