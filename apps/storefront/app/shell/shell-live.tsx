import { NotificationsBell, useUnreadNotificationsCount } from '@matjar/account';
import { useSyncCartCount } from '@matjar/cart';

export { DeliverToBar } from './deliver-to-bar.js';

/** The header's bell with the customer's unread count, asked of the store once the bell is live. */
export function HeaderBell() {
  const unread = useUnreadNotificationsCount();
  return (
    <NotificationsBell
      count={unread.data ?? 0}
      href="/notifications"
      className="sf-header__action sf-header__bell"
    />
  );
}

/** Keeps the header's and the tab bar's cart count in step with the store (`useSyncCartCount`). */
export function CartCountSync() {
  useSyncCartCount();
  return null;
}
