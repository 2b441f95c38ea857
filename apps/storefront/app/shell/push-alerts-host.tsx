import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { notificationQueries, useUnreadNotificationsCount } from '@matjar/account';
import {
  getToken,
  storePushToken,
  useHasToken,
  useIsSessionEnding,
  useSessionStore,
} from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { orderQueries } from '@matjar/orders';
import {
  type FirebaseWebConfig,
  type PushMessage,
  PushAlerts,
  alertOf,
  backgroundNotificationOf,
  createWebPush,
  demoPushTransport,
  isOpenLinkMessage,
  notificationPermission,
  onNotificationPermissionGranted,
  rememberPushLanguage,
  useAlertStack,
} from '@matjar/push';

export interface PushAlertsHostProps {
  /** The store API's root, where the demo's push stream is. */
  apiUrl: string;
  /** Without a push service, the demo API's stream delivers the push messages. */
  isDemoPushEnabled: boolean;
  /** The push service's public configuration; null without one (the demo). */
  firebase: FirebaseWebConfig | null;
}

/**
 * Web push while the customer is signed in: registers the push worker, keeps this device's push
 * token (renewed by the push SDK) for sign-in and sign-out, and shows foreground messages as
 * in-page alerts (newest on top, a bell, gone after 8 s) while refreshing the notifications and
 * their count. Without a push service, the demo API's stream feeds the same alerts, and a message
 * arriving while the tab is hidden becomes a system notification (when allowed). Starts after
 * the page is interactive, so it never weighs on the first paint.
 */
export function PushAlertsHost({ apiUrl, isDemoPushEnabled, firebase }: PushAlertsHostProps) {
  const lang = useLocale();
  const session = useSessionStore();
  const hasToken = useHasToken();
  const queryClient = useQueryClient();
  const stack = useAlertStack();
  const { push } = stack;
  // The stream opens once a customer call has succeeded: a token the store forgot ends the
  // session through that call instead of a refused stream.
  const isSessionConfirmed = useUnreadNotificationsCount().isSuccess;
  // During a sign-out the store may already have forgotten the token: no stream is opened with it.
  const isSessionEnding = useIsSessionEnding();
  const api = useApiClient();
  // The configuration is the server's, fixed for the page's life: one web push per page.
  const [webPush] = useState(() => createWebPush({ config: firebase }));

  const navigate = useNavigate();

  useEffect(() => {
    void rememberPushLanguage(lang);
  }, [lang]);

  // A click on a system notification, while this page is open, asks it to go to the link.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (isOpenLinkMessage(event.data)) void navigate(event.data.link);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

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
      void queryClient.invalidateQueries({ queryKey: notificationQueries.all });
      // An alert about an order says it changed: its lists and its page are asked for again.
      if (message.order_id) {
        void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
        void queryClient.invalidateQueries({ queryKey: orderQueries.detailsOf(message.order_id) });
      }
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
        stop = demoPushTransport(url.href).start(show);
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
    queryClient,
  ]);

  return <PushAlerts stack={stack} />;
}
