import { describe, expect, it, vi } from 'vitest';
import {
  type PushWorkerScope,
  installPushWorker,
  isOpenLinkMessage,
  notificationOfPayload,
  openNotificationLink,
} from './push-worker.js';

const ORIGIN = 'https://shop.test';

function fakeWindow(url: string) {
  return {
    url,
    focus: vi.fn(() => Promise.resolve()),
    postMessage: vi.fn(),
  };
}

type Listener = (event: unknown) => void;

/** A push worker's global scope: its open windows, and the listeners added to it. */
function fakeScope(windows: readonly unknown[] = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    skipWaiting: vi.fn(() => Promise.resolve()),
    addEventListener: vi.fn((type: string, listener: (event: never) => void) => {
      listeners.set(type, listener as Listener);
    }),
  } satisfies PushWorkerScope;
  return { scope, listeners };
}

/** Dispatches an extendable event; resolves once everything it `waitUntil`s has settled. */
async function dispatch(
  listeners: Map<string, Listener>,
  type: string,
  fields: Record<string, unknown> = {},
) {
  const waited: Promise<unknown>[] = [];
  const waitUntil = vi.fn((promise: Promise<unknown>) => {
    waited.push(promise);
  });
  const listener = listeners.get(type);
  expect(listener, `a ${type} listener`).toBeDefined();
  listener?.({ ...fields, waitUntil });
  await Promise.all(waited);
  return { waitUntil };
}

describe('openNotificationLink', () => {
  it('brings an open store window forward and asks it to go to the link (the worker controls no page)', async () => {
    const page = fakeWindow(`${ORIGIN}/products`);
    const { scope } = fakeScope([page]);
    await openNotificationLink(scope, '/order-details?id=7');
    expect(page.focus).toHaveBeenCalledTimes(1);
    expect(page.postMessage).toHaveBeenCalledWith({
      type: 'matjar:open-link',
      link: '/order-details?id=7',
    });
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('looks among windows the worker does not control', async () => {
    const { scope } = fakeScope();
    await openNotificationLink(scope, '/notifications');
    expect(scope.clients.matchAll).toHaveBeenCalledWith({
      type: 'window',
      includeUncontrolled: true,
    });
  });

  it('opens a new window when no store window is open', async () => {
    const elsewhere = fakeWindow('https://elsewhere.test/');
    const { scope } = fakeScope([elsewhere]);
    await openNotificationLink(scope, '/order-details?id=7');
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/order-details?id=7`);
    expect(elsewhere.focus).not.toHaveBeenCalled();
    expect(elsewhere.postMessage).not.toHaveBeenCalled();
  });

  it('opens the store’s home instead of a link to another site', async () => {
    const { scope } = fakeScope();
    await openNotificationLink(scope, 'https://evil.test/phish');
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });

  it('sends an open store window home instead of to another site', async () => {
    const page = fakeWindow(`${ORIGIN}/cart`);
    const { scope } = fakeScope([page]);
    await openNotificationLink(scope, '//evil.test/phish');
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'matjar:open-link', link: '/' });
  });
});

describe('notificationOfPayload', () => {
  const data = {
    type: 'finish_order',
    title_ar: 'تم تسليم طلبك',
    title_en: 'Your order is delivered',
    body_ar: 'شكراً لتسوقك معنا',
    body_en: 'Thank you for shopping with us',
    order_id: '7',
  };

  it('leaves messages with a notification part to the push service’s SDK', () => {
    expect(
      notificationOfPayload({ notification: { title: 'Sale', body: 'Today only' }, data }, 'en'),
    ).toBeNull();
  });

  it('ignores data that is not a push message', () => {
    expect(notificationOfPayload({ data: { title_en: 'No type' } }, 'en')).toBeNull();
    expect(notificationOfPayload({}, 'en')).toBeNull();
  });

  it('shows a data-only message in the stored language, linking to its order', () => {
    expect(notificationOfPayload({ data }, 'en')).toMatchObject({
      title: 'Your order is delivered',
      options: {
        body: 'Thank you for shopping with us',
        lang: 'en',
        dir: 'ltr',
        data: { link: '/order-details?id=7' },
      },
    });
    expect(notificationOfPayload({ data }, null)).toMatchObject({
      title: 'تم تسليم طلبك',
      options: { lang: 'ar', dir: 'rtl', data: { link: '/order-details?id=7' } },
    });
  });
});

describe('installPushWorker', () => {
  it('opens the link of a notification the store showed, closing it', async () => {
    const page = fakeWindow(`${ORIGIN}/`);
    const { scope, listeners } = fakeScope([page]);
    installPushWorker(scope);
    const notification = { data: { link: '/order-details?id=7' }, close: vi.fn() };

    const { waitUntil } = await dispatch(listeners, 'notificationclick', { notification });

    expect(notification.close).toHaveBeenCalledTimes(1);
    expect(waitUntil).toHaveBeenCalledTimes(1);
    expect(page.focus).toHaveBeenCalled();
    expect(page.postMessage).toHaveBeenCalledWith({
      type: 'matjar:open-link',
      link: '/order-details?id=7',
    });
  });

  it('leaves the notifications the push service’s SDK showed to the SDK', async () => {
    const page = fakeWindow(`${ORIGIN}/`);
    const { scope, listeners } = fakeScope([page]);
    installPushWorker(scope);
    const notification = {
      data: { FCM_MSG: { notification: { title: 'Sale' } }, link: '/offers' },
      close: vi.fn(),
    };

    const { waitUntil } = await dispatch(listeners, 'notificationclick', { notification });

    expect(notification.close).not.toHaveBeenCalled();
    expect(waitUntil).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('ignores a click on a notification without a link', async () => {
    const { scope, listeners } = fakeScope();
    installPushWorker(scope);
    const notification = { data: undefined, close: vi.fn() };

    await dispatch(listeners, 'notificationclick', { notification });

    expect(notification.close).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('takes over as soon as it is installed', async () => {
    const { scope, listeners } = fakeScope();
    installPushWorker(scope);

    const { waitUntil } = await dispatch(listeners, 'install');

    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
    expect(waitUntil).toHaveBeenCalledWith(scope.skipWaiting.mock.results[0]?.value);
  });
});

describe('isOpenLinkMessage', () => {
  it('accepts the worker’s request to open a store path, and nothing else', () => {
    expect(isOpenLinkMessage({ type: 'matjar:open-link', link: '/order-details?id=7' })).toBe(true);
    expect(isOpenLinkMessage({ type: 'matjar:open-link', link: 'https://evil.test/' })).toBe(false);
    expect(isOpenLinkMessage({ type: 'matjar:open-link', link: '//evil.test/' })).toBe(false);
    expect(isOpenLinkMessage({ type: 'other', link: '/cart' })).toBe(false);
    expect(isOpenLinkMessage('matjar:open-link')).toBe(false);
  });
});
