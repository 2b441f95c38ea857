import {
  type BackgroundNotification,
  backgroundNotificationOf,
} from '../lib/background-notification.js';
import { readPushMessage } from '../lib/push-message.js';
import type { PushPayload } from '../lib/web-push.js';

/** A page the worker can bring forward and write to (`WindowClient`). */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

/** What the worker posts to an open store page to send it to a notification's link. */
export interface OpenLinkMessage {
  type: 'matjar:open-link';
  /** A path of the store, e.g. `/order-details?id=7`. */
  link: string;
}

/** Whether a message a page received from the push worker asks it to open a link. */
export function isOpenLinkMessage(data: unknown): data is OpenLinkMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'matjar:open-link' &&
    'link' in data &&
    typeof data.link === 'string' &&
    data.link.startsWith('/') &&
    !data.link.startsWith('//')
  );
}

/** The part of the worker's global scope the push worker uses (a fake in tests). */
export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationClickLike extends ExtendableEventLike {
  notification: { data?: unknown; close(): void };
}

const isWindowClient = (client: unknown): client is WindowClientLike =>
  typeof client === 'object' &&
  client !== null &&
  'url' in client &&
  'focus' in client &&
  'postMessage' in client;

/**
 * Opens a notification's link: a store page already open is brought forward and asked to go there
 * (the push worker controls no page, so it cannot navigate one itself); otherwise a new window
 * opens. Links leaving the store are refused (the store's home instead).
 */
export async function openNotificationLink(scope: PushWorkerScope, link: string): Promise<void> {
  const { origin } = scope.location;
  const target = new URL(link, origin);
  const path = target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  const pages = (
    await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  ).filter(isWindowClient);
  const page = pages.find((client) => new URL(client.url).origin === origin);
  if (page) {
    const message: OpenLinkMessage = { type: 'matjar:open-link', link: path };
    page.postMessage(message);
    await page.focus();
    return;
  }
  await scope.clients.openWindow(`${origin}${path}`);
}

/**
 * The notification a background message shows, or null: messages with a `notification` part are
 * shown by the push service's SDK itself, and data that is no push message is ignored.
 */
export function notificationOfPayload(
  payload: PushPayload,
  lang: string | null,
): BackgroundNotification | null {
  if (payload.notification) return null;
  const message = readPushMessage(payload.data);
  return message ? backgroundNotificationOf(message, lang) : null;
}

const linkOf = (data: unknown): string | null =>
  typeof data === 'object' &&
  data !== null &&
  'link' in data &&
  typeof data.link === 'string' &&
  !('FCM_MSG' in data)
    ? data.link
    : null;

/**
 * Installs the worker's own handlers: a click on a notification the store showed opens its link
 * (those the SDK showed are opened by the SDK), and a new worker takes over without waiting.
 */
export function installPushWorker(scope: PushWorkerScope): void {
  scope.addEventListener('install', ((event: ExtendableEventLike) => {
    event.waitUntil(scope.skipWaiting());
  }) as (event: never) => void);
  scope.addEventListener('notificationclick', ((event: NotificationClickLike) => {
    const link = linkOf(event.notification.data);
    if (link === null) return;
    event.notification.close();
    event.waitUntil(openNotificationLink(scope, link));
  }) as (event: never) => void);
}
