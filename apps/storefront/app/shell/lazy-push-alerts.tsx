import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useHasToken } from '@matjar/auth';
import type { PushAlertsHostProps } from './push-alerts-host.js';

const PushAlertsHost = lazy(async () => ({
  default: (await import('./push-alerts-host.js')).PushAlertsHost,
}));

const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * The push alerts, loaded only once the page is interactive and a customer is signed in with a
 * push transport to listen to: they never weigh on the first paint.
 */
export function LazyPushAlerts(props: PushAlertsHostProps) {
  const hasToken = useHasToken();
  // False on the server and while hydrating, true once the page is interactive.
  const isInteractive = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  if (!isInteractive || !hasToken || !(props.isDemoPushEnabled || props.firebase)) return null;
  return (
    <Suspense fallback={null}>
      <PushAlertsHost {...props} />
    </Suspense>
  );
}
