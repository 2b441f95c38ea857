import { Suspense, lazy } from 'react';
import { useHasToken } from '@matjar/auth';
import { useIsHydrated } from '@matjar/ui';
import type { StorePushAlertsProps } from './push-alerts-host.js';

const StorePushAlerts = lazy(async () => ({
  default: (await import('./push-alerts-host.js')).StorePushAlerts,
}));

/**
 * The push alerts, loaded only once the page is interactive and a customer is signed in with a
 * push transport to listen to: they never weigh on the first paint.
 */
export function LazyPushAlerts(props: StorePushAlertsProps) {
  const hasToken = useHasToken();
  const isHydrated = useIsHydrated();
  if (!isHydrated || !hasToken || !(props.isDemoPushEnabled || props.firebase)) return null;
  return (
    <Suspense fallback={null}>
      <StorePushAlerts {...props} />
    </Suspense>
  );
}
