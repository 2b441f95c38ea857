import { get, set } from 'idb-keyval';
import { type PushMessage, alertOf } from './push-message.js';

/** The store's icon on notifications (the web app manifest's icon). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Where a notification without an order of its own leads. */
export const NOTIFICATIONS_PATH = '/notifications';

/** A system notification: what `ServiceWorkerRegistration.showNotification` takes. */
export interface BackgroundNotification {
  title: string;
  options: NotificationOptions & { data: { link: string } };
}

/**
 * The system notification of a push message while the store is not in front: its text in the
 * stored language, and its link — the order for order types, the notifications page otherwise.
 *
 * @example
 * const { title, options } = backgroundNotificationOf(message, 'en');
 * await registration.showNotification(title, options);
 */
export function backgroundNotificationOf(
  message: PushMessage,
  lang: string | null | undefined,
): BackgroundNotification {
  const alert = alertOf(message, lang);
  const english = lang === 'en';
  return {
    title: alert.title,
    options: {
      body: alert.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      lang: english ? 'en' : 'ar',
      dir: english ? 'ltr' : 'rtl',
      ...(message.order_id ? { tag: `order-${message.order_id}-${message.type}` } : {}),
      data: { link: alert.href ?? NOTIFICATIONS_PATH },
    },
  };
}

const LANGUAGE_KEY = 'matjar.push.lang';

/** Keeps the customer's language where the push worker reads it (IndexedDB); failures are ignored. */
export async function rememberPushLanguage(lang: string): Promise<void> {
  try {
    await set(LANGUAGE_KEY, lang);
  } catch {
    // Without IndexedDB the worker shows Arabic, the default language.
  }
}

/** The language the page last kept for the push worker, or null. */
export async function pushLanguage(): Promise<string | null> {
  try {
    const lang: unknown = await get(LANGUAGE_KEY);
    return typeof lang === 'string' ? lang : null;
  } catch {
    return null;
  }
}
