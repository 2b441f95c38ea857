import { useSyncExternalStore } from 'react';
import { Link, type LinkProps } from 'react-router';
import { canPrefetchOn, currentConnection } from '../lib/connection.js';

const subscribe = (onChange: () => void) => {
  const connection = currentConnection() as (EventTarget & object) | undefined;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
};

/**
 * The storefront's link: prefetches the route's code and data when the customer shows intent
 * (hover, focus, touch), except on slow or data-saving connections.
 */
export function AppLink(props: LinkProps) {
  const canPrefetch = useSyncExternalStore(
    subscribe,
    () => canPrefetchOn(currentConnection()),
    () => true,
  );
  return <Link prefetch={canPrefetch ? 'intent' : 'none'} {...props} />;
}
