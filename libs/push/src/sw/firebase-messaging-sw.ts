/**
 * The push service worker, served at `/firebase-messaging-sw.js` with the push service's
 * configuration set before it as `self.__MATJAR_PUSH__` (null: no push service, the worker only
 * opens the links of the notifications the page shows).
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { pushLanguage } from '../lib/background-notification.js';
import type { FirebaseWebConfig } from '../lib/firebase-config.js';
import { type PushWorkerScope, installPushWorker, notificationOfPayload } from './push-worker.js';

declare const self: PushWorkerScope & {
  __MATJAR_PUSH__?: { firebase: FirebaseWebConfig | null };
};

installPushWorker(self);

const config = self.__MATJAR_PUSH__?.firebase;
if (config) {
  const { vapidKey: _vapidKey, ...options } = config;
  const messaging = getMessaging(initializeApp(options));
  // The SDK awaits this handler inside the push event, so the notification is shown in time.
  const showInBackground = async (payload: Parameters<typeof notificationOfPayload>[0]) => {
    const notification = notificationOfPayload(payload, await pushLanguage());
    if (notification) {
      await self.registration.showNotification(notification.title, notification.options);
    }
  };
  onBackgroundMessage(messaging, showInBackground);
}
