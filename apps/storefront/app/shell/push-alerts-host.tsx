import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationQueries, useUnreadNotificationsCount } from '@matjar/account';
import { getToken, useHasToken, useIsSessionEnding, useSessionStore } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { PushAlerts, alertOf, demoPushTransport, useAlertStack } from '@matjar/push';
import { AppLink } from './app-link.js';

export interface PushAlertsHostProps {
  /** The store API's root, where the demo's push stream is. */
  apiUrl: string;
  /** Without a push service, the demo API's stream delivers the push messages. */
  isDemoPushEnabled: boolean;
}

/**
 * Shows foreground push messages as in-page alerts (newest on top, a bell, gone after 8 s) while
 * the customer is signed in, and refreshes the notifications and their count. Starts after the page
 * is interactive, so it never weighs on the first paint.
 */
export function PushAlertsHost({ apiUrl, isDemoPushEnabled }: PushAlertsHostProps) {
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

  useEffect(() => {
    const token = getToken(session);
    if (!isDemoPushEnabled || !hasToken || !isSessionConfirmed || isSessionEnding || !token) return;
    const root = new URL(apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`, window.location.href);
    const url = new URL('__demo/push/stream', root);
    url.searchParams.set('token', token);
    // What arrives after the page was opened is shown, even if the stream connects later.
    url.searchParams.set('since', String(Math.floor(performance.timeOrigin)));
    return demoPushTransport(url.href).start((message) => {
      push(alertOf(message, lang));
      void queryClient.invalidateQueries({ queryKey: notificationQueries.all });
    });
  }, [
    apiUrl,
    isDemoPushEnabled,
    hasToken,
    isSessionConfirmed,
    isSessionEnding,
    session,
    lang,
    push,
    queryClient,
  ]);

  return <PushAlerts stack={stack} LinkComponent={AppLink} />;
}
