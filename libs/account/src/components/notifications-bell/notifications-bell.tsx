import { useIntl } from 'react-intl';
import { Link } from '@matjar/ui';
import { notificationsBellMessages as m } from './messages.js';

/** Above this many unread notifications, the badge shows "9+". */
const BADGE_MAX = 9;

export interface NotificationsBellProps {
  /** How many notifications are unread (`useUnreadNotificationsCount().data ?? 0`). */
  count: number;
  /** The notifications page, e.g. `/notifications`. */
  href: string;
  className?: string;
}

/**
 * The bell in the header: a link to the notifications with the number of unread ones in a badge
 * ("9+" above nine). Its name says it all to assistive technology ("Notifications, 3 unread"),
 * with the language's plural forms.
 *
 * @example
 * const unread = useUnreadNotificationsCount();
 * <NotificationsBell count={unread.data ?? 0} href="/notifications" />
 */
export function NotificationsBell({ count, href, className }: NotificationsBellProps) {
  const intl = useIntl();
  const unread = Math.max(0, Math.floor(count));
  return (
    <Link to={href} className={['account-bell', className].filter(Boolean).join(' ')}>
      <BellIcon />
      <span className="mj-visually-hidden">{intl.formatMessage(m.label, { count: unread })}</span>
      {unread > 0 ? (
        <span className="account-bell__badge" aria-hidden="true">
          <bdi dir="ltr">
            {unread > BADGE_MAX
              ? intl.formatMessage(m.overflow, { max: BADGE_MAX })
              : intl.formatNumber(unread)}
          </bdi>
        </span>
      ) : null}
    </Link>
  );
}

function BellIcon() {
  return (
    <svg
      className="account-bell__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9" />
      <path d="M10 19a2 2 0 0 0 4 0" />
    </svg>
  );
}
