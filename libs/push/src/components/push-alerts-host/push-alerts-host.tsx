import { useEffect, useEffectEvent, useState } from 'react';
import { useApiClient } from '@matjar/api-client/react';
import {
  getToken,
  storePushToken,
  useHasToken,
  useIsSessionEnding,
  useSessionStore,
} from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import {
  backgroundNotificationOf,
  rememberPushLanguage,
} from '../../lib/background-notification.js';
import type { FirebaseWebConfig } from '../../lib/firebase-config.js';
import { type PushMessage, alertOf } from '../../lib/push-message.js';
import { type EventSourceLike, demoPushTransport } from '../../lib/push-transport.js';
import {
  createWebPush,
  notificationPermission,
  onNotificationPermissionGranted,
} from '../../lib/web-push.js';
import { isOpenLinkMessage } from '../../sw/push-worker.js';
import { PushAlerts } from '../alert-stack/alert-stack.js';
import { useAlertStack } from '../alert-stack/use-alert-stack.js';

export interface PushAlertsHostProps {
  /** The store API's root, where the demo's push stream is. */
  apiUrl: string;
  /** Without a push service, the demo API's stream delivers the push messages. */
  isDemoPushEnabled: boolean;
  /** The push service's public configuration; null without one (the demo). */
  firebase: FirebaseWebConfig | null;
  /**
   * Whether a customer call has succeeded with this session's token (e.g. the unread
   * notifications' count): the demo's stream opens only then, so that a token the store forgot
   * ends the session through that call instead of a refused stream.
   */
  isSessionConfirmed: boolean;
  /**
   * A push message arrived, shown as an alert or a system notification: the app asks again for
   * what it changes (the notifications, an order's lists and page).
   */
  onMessage?: ((message: PushMessage) => void) | undefined;
  /** A click on a system notification asks this open page to go to `link` (a path of the site). */
  onOpenLink: (link: string) => void;
  /** Opens the demo's stream: the browser's `EventSource` by default (a fake in tests, stories). */
  openStream?: ((url: string) => EventSourceLike) | undefined;
}

/**
 * Web push while the customer is signed in: registers the push worker, keeps this device's push
 * token (renewed by the push SDK) in the session for sign-in and sign-out, and shows foreground
 * messages as in-page alerts (newest on top, a bell, gone after 8 s). Without a push service, the
 * demo API's stream feeds the same alerts (its URL names a ticket of the session, never the
 * token), and a message arriving while the tab is hidden becomes a system notification (when
 * allowed). Place it inside the session's and the API client's providers, once per page, after the
 * page is interactive (it never weighs on the first paint).
 *
 * @example
 * <PushAlertsHost
 *   apiUrl="https://store.example/api/"
 *   isDemoPushEnabled={false}
 *   firebase={readFirebaseConfig(json)}
 *   isSessionConfirmed={useUnreadNotificationsCount().isSuccess}
 *   onMessage={() => void queryClient.invalidateQueries({ queryKey: notificationQueries.all })}
 *   onOpenLink={(link) => void navigate(link)}
 * />
 */
export function PushAlertsHost({
  apiUrl,
  isDemoPushEnabled,
  firebase,
  isSessionConfirmed,
  onMessage,
  onOpenLink,
  openStream,
}: PushAlertsHostProps) {
  const lang = useLocale();
  const session = useSessionStore();
  const hasToken = useHasToken();
  const stack = useAlertStack();
  const { push } = stack;
  // During a sign-out the store may already have forgotten the token: no stream is opened with it.
  const isSessionEnding = useIsSessionEnding();
  const api = useApiClient();
  // The configuration is the server's, fixed for the page's life: one web push per page.
  const [webPush] = useState(() => createWebPush({ config: firebase }));

  const openLink = useEffectEvent((link: string) => onOpenLink(link));
  const tellMessage = useEffectEvent((message: PushMessage) => onMessage?.(message));

  useEffect(() => {
    void rememberPushLanguage(lang);
  }, [lang]);

  // A click on a system notification, while this page is open, asks it to go to the link.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onWorkerMessage = (event: MessageEvent) => {
      if (isOpenLinkMessage(event.data)) openLink(event.data.link);
    };
    container.addEventListener('message', onWorkerMessage);
    return () => container.removeEventListener('message', onWorkerMessage);
  }, []);

  useEffect(() => {
    if (!hasToken) return;
    void webPush.registerWorker();
    const keepToken = () => {
      void webPush.retrieveToken().then((token) => {
        if (token) storePushToken(session, token);
      });
    };
    keepToken();
    return onNotificationPermissionGranted(keepToken);
  }, [webPush, hasToken, session]);

  useEffect(() => {
    if (!hasToken) return;
    const show = (message: PushMessage) => {
      tellMessage(message);
      if (document.visibilityState === 'hidden' && notificationPermission() === 'granted') {
        const { title, options } = backgroundNotificationOf(message, lang);
        void webPush.registerWorker().then((registration) => {
          if (registration) void registration.showNotification(title, options).catch(() => {});
          else push(alertOf(message, lang));
        });
        return;
      }
      push(alertOf(message, lang));
    };
    if (firebase) return webPush.transport.start(show);
    const token = getToken(session);
    if (!isDemoPushEnabled || !isSessionConfirmed || isSessionEnding || !token) return;
    const root = new URL(apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`, window.location.href);
    let stop = () => undefined as void;
    let stopped = false;
    // The stream's URL names a ticket of the session, never the token (URLs end up in logs). A
    // refused ticket leaves the page as it is: the notifications page still shows everything.
    void api.notifications.streamTicket().then(
      ({ data }) => {
        if (stopped) return;
        const url = new URL('__demo/push/stream', root);
        url.searchParams.set('ticket', data.ticket);
        // What arrives after the page was opened is shown, even if the stream connects later.
        url.searchParams.set('since', String(Math.floor(performance.timeOrigin)));
        stop = demoPushTransport(url.href, openStream).start(show);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [
    api,
    apiUrl,
    firebase,
    webPush,
    isDemoPushEnabled,
    hasToken,
    isSessionConfirmed,
    isSessionEnding,
    session,
    lang,
    push,
    openStream,
  ]);

  return <PushAlerts stack={stack} />;
}
