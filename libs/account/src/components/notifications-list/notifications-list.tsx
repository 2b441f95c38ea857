import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type Notification, orderNotificationTypes } from '@matjar/api-client';
import { type Formatters, commonMessages, emptyStateMessages, useFormatters } from '@matjar/i18n';
import { Button, Dialog, EmptyState, Link, NotificationsIllustration } from '@matjar/ui';
import { notificationsListMessages as m } from './messages.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface NotificationsListProps {
  /** A page of the customer's notifications (`useNotifications(page).data.data`). */
  notifications: readonly Notification[];
  /** Deletes one notification (`useDeleteNotification().mutate`). */
  onDelete: (id: number) => void;
  /** Deletes every notification, once the customer has confirmed (`useDeleteAllNotifications().mutate`). */
  onDeleteAll: () => void;
  /** Every notification is being deleted: "Delete all" shows it and ignores presses. */
  isDeletingAll?: boolean;
  /** The path of an order's page, for notifications about an order (e.g. `/order-details?id=12`). */
  orderHrefFor: (orderId: number) => string;
  /** The path of a product's page, for a product back in stock (e.g. `/products/42`). */
  productHrefFor?: (productId: number) => string;
  /** Level of each notification's title in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  /** The moment times are counted from ("5 minutes ago"). Default: now, moving every minute. */
  now?: Date | number;
  className?: string;
}

/** Whether a notification links to its order (spec §4: the order types, with an order). */
function orderIdOf(notification: Notification): number | null {
  const isOrderType = (orderNotificationTypes as readonly string[]).includes(notification.type);
  return isOrderType && notification.order_id ? notification.order_id : null;
}

/** The product a notification of a product back in stock leads to. */
const productIdOf = (notification: Notification): number | null =>
  notification.type === 'back_in_stock' && notification.product_id ? notification.product_id : null;

/** "now", "5 minutes ago", "3 hours ago", "yesterday" within a week; the date and time after. */
function whenOf(intl: IntlShape, format: Formatters, createdAt: string, now: number): string {
  // A time slightly ahead of this device's clock reads as "now", not "in 2 minutes".
  const elapsed = Math.max(0, now - Date.parse(createdAt));
  if (elapsed < MINUTE) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  if (elapsed < HOUR) return intl.formatRelativeTime(-Math.round(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return intl.formatRelativeTime(-Math.round(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) {
    return intl.formatRelativeTime(-Math.round(elapsed / DAY), 'day', { numeric: 'auto' });
  }
  return format.dateTime(createdAt);
}

/**
 * The customer's notifications, newest first: each with its title and text (in the customer's
 * language, from the store), how long ago it came, a "New" mark while unread, a link to the order
 * when it is about one, and a delete button. "Delete all" asks for confirmation first. After a
 * deletion, focus moves to the next notification (or to the empty state), so keyboard users keep
 * their place. Says so when there are none.
 *
 * @example
 * const notifications = useNotifications(page);
 * const remove = useDeleteNotification();
 * const removeAll = useDeleteAllNotifications();
 * <NotificationsList
 *   notifications={notifications.data?.data ?? []}
 *   onDelete={(id) => remove.mutate(id)}
 *   onDeleteAll={() => removeAll.mutate()}
 *   isDeletingAll={removeAll.isPending}
 *   orderHrefFor={(orderId) => `/order-details?id=${orderId}`}
 * />
 */
export function NotificationsList({
  notifications,
  onDelete,
  onDeleteAll,
  isDeletingAll = false,
  orderHrefFor,
  productHrefFor,
  headingLevel = 2,
  now,
  className,
}: NotificationsListProps) {
  const intl = useIntl();
  const format = useFormatters();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  const emptyRef = useRef<HTMLDivElement>(null);
  /** The deletion whose result moves focus: one notification (by id and place), or all of them. */
  const pendingFocus = useRef<{ id: number; index: number } | 'all' | null>(null);
  const Heading = `h${headingLevel}` as const;
  const [clock, setClock] = useState(() => Date.now());
  const nowTime = now === undefined ? clock : new Date(now).getTime();
  const classes = ['account-notifications', className].filter(Boolean).join(' ');

  // "5 minutes ago" stays true while the page is open.
  useEffect(() => {
    if (now !== undefined) return undefined;
    const timer = setInterval(() => setClock(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, [now]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    if (notifications.length === 0) {
      pendingFocus.current = null;
      emptyRef.current?.focus();
      return;
    }
    // Wait until the deleted notification has left the list.
    if (pending === 'all' || notifications.some((item) => item.id === pending.id)) return;
    pendingFocus.current = null;
    const next = notifications[Math.min(pending.index, notifications.length - 1)];
    if (next) deleteButtons.current.get(next.id)?.focus();
  }, [notifications]);

  const handleDelete = (id: number, index: number) => {
    pendingFocus.current = { id, index };
    onDelete(id);
  };

  const handleConfirmDeleteAll = () => {
    pendingFocus.current = 'all';
    setIsConfirmOpen(false);
    onDeleteAll();
  };

  if (notifications.length === 0) {
    return (
      <EmptyState
        ref={emptyRef}
        tabIndex={-1}
        className={`${classes} account-notifications-empty`}
        title={intl.formatMessage(emptyStateMessages.noNotifications)}
        illustration={<NotificationsIllustration />}
        headingLevel={headingLevel}
      />
    );
  }

  return (
    <div className={classes}>
      <div className="account-notifications__toolbar">
        <Dialog
          open={isConfirmOpen}
          onOpenChange={setIsConfirmOpen}
          title={intl.formatMessage(m.deleteAllTitle)}
          description={intl.formatMessage(m.deleteAllDescription)}
          trigger={
            <Button
              variant="secondary"
              size="sm"
              className="account-notifications__delete-all"
              isLoading={isDeletingAll}
            >
              <TrashIcon />
              {intl.formatMessage(m.deleteAll)}
            </Button>
          }
          footer={
            <>
              <Button variant="danger" onClick={handleConfirmDeleteAll}>
                {intl.formatMessage(m.deleteAll)}
              </Button>
              <Button variant="secondary" onClick={() => setIsConfirmOpen(false)}>
                {intl.formatMessage(commonMessages.cancel)}
              </Button>
            </>
          }
        />
      </div>
      <ul className="account-notifications__list">
        {notifications.map((notification, index) => {
          const orderId = orderIdOf(notification);
          const productId = productHrefFor ? productIdOf(notification) : null;
          const isUnread = !notification.is_read;
          return (
            <li
              key={notification.id}
              className="account-notification"
              data-state={isUnread ? 'unread' : 'read'}
              data-kind={orderId ? 'order' : 'plain'}
            >
              <span className="account-notification__dot" aria-hidden="true" />
              <div className="account-notification__content">
                <Heading className="account-notification__title">
                  <bdi>{notification.title}</bdi>
                  {/* Keeps "New" a word of its own in the heading's accessible name. */}{' '}
                  {isUnread ? (
                    <span className="account-notification__new">
                      {intl.formatMessage(m.unread)}
                    </span>
                  ) : null}
                </Heading>
                <p className="account-notification__body" dir="auto">
                  {notification.body}
                </p>
                <div className="account-notification__footer">
                  <time
                    className="account-notification__time"
                    dateTime={notification.created_at}
                    title={format.dateTime(notification.created_at)}
                  >
                    {whenOf(intl, format, notification.created_at, nowTime)}
                  </time>
                  {orderId ? (
                    <Link to={orderHrefFor(orderId)} className="account-notification__order-link">
                      {intl.formatMessage(m.viewOrder, {
                        title: notification.title,
                        hidden: (chunks: ReactNode[]) => (
                          <span className="mj-visually-hidden">{chunks}</span>
                        ),
                      })}
                    </Link>
                  ) : null}
                  {productId && productHrefFor ? (
                    <Link
                      to={productHrefFor(productId)}
                      className="account-notification__order-link"
                    >
                      {intl.formatMessage(m.viewProduct, {
                        title: notification.title,
                        hidden: (chunks: ReactNode[]) => (
                          <span className="mj-visually-hidden">{chunks}</span>
                        ),
                      })}
                    </Link>
                  ) : null}
                </div>
              </div>
              <button
                ref={(element) => {
                  if (!element) return undefined;
                  deleteButtons.current.set(notification.id, element);
                  return () => {
                    deleteButtons.current.delete(notification.id);
                  };
                }}
                type="button"
                className="mj-icon-button account-notification__delete"
                aria-label={intl.formatMessage(m.delete, { title: notification.title })}
                onClick={() => handleDelete(notification.id, index)}
              >
                <TrashIcon />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function TrashIcon() {
  return (
    <svg
      className="account-notifications__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
