import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Order, OrderStatus } from '@matjar/api-client';
import { Button, Link } from '@matjar/ui';
import { orderActionsMessages as m } from './messages.js';

/** An action of `OrderActions` that waits for the server. */
export type OrderPendingAction = 'cancel' | 'receive' | 'pay' | 'buyAgain';

/** An order in one of these states may be ordered again. */
const STATUSES_TO_BUY_AGAIN: ReadonlySet<OrderStatus> = new Set([
  'finished',
  'cancelled',
  'returned',
]);

export interface OrderActionsProps {
  /** The order whose flags (`can_cancel`, `can_pay`…) and status decide the actions shown. */
  order: Order;
  /** "Cancel order" was pressed: open the cancel dialog (`CancelOrderDialog`). */
  onCancel: () => void;
  /** "I received it" was pressed. */
  onReceive: () => void;
  /** "Pay now" was pressed: open the hosted payment page. */
  onPay: () => void;
  /** "Buy again" was pressed: put the order's items back in the cart. */
  onBuyAgain: () => void;
  /** The page to rate the order. */
  rateHref: string;
  /** The page to request a return. */
  returnHref: string;
  /** The page of the order's return request. */
  returnDetailsHref: string;
  /** The order's tax invoice, offered once the order is paid or delivered. */
  invoiceHref?: string;
  /** The tracking page. */
  trackHref: string;
  /** The chat with the delegate. */
  chatHref: string;
  /** The delegate's messages not read yet, shown on "Chat with the delegate". */
  chatUnreadCount?: number;
  /** The action waiting for the server: its button shows it working, the other buttons are off. */
  pending?: OrderPendingAction;
  /** Classes added to the outer element. */
  className?: string;
}

interface ActionButton {
  kind: 'button';
  key: OrderPendingAction;
  label: string;
  variant: 'primary' | 'secondary';
  onPress: () => void;
}

interface ActionLink {
  kind: 'link';
  key: string;
  label: string;
  href: string;
}

/** Whether the store has issued the order's tax invoice: delivered, or paid and not called off. */
const hasInvoice = (order: Order) =>
  order.status === 'finished' ||
  (order.is_paid && !['cancelled', 'rejected', 'returned'].includes(order.status));

/**
 * What the customer may do with an order now, from its flags: pay, confirm receipt, track, chat
 * with the delegate, rate, return products or see the return, see the tax invoice (a paid or
 * delivered order), buy again (a finished, cancelled or
 * returned order) and cancel. Actions that wait for the server are buttons; the others are links.
 * The first action that moves the order on is the primary one (a filled button), the others
 * secondary, and cancelling is drawn in the danger colour.
 * While one action is `pending` its button shows it working and the other buttons are off. When no
 * action applies, nothing is rendered.
 *
 * @example
 * <OrderActions
 *   order={order}
 *   onCancel={() => setIsCancelOpen(true)}
 *   onReceive={() => receive.mutate()}
 *   onPay={() => pay.mutate()}
 *   onBuyAgain={() => buyAgain.mutate()}
 *   rateHref={`/orderDetailes/${order.id}/rate`}
 *   returnHref={`/orderDetailes/${order.id}/return`}
 *   returnDetailsHref={`/orderDetailes/${order.id}/returnDetails`}
 *   invoiceHref={`/orderDetailes/${order.id}/invoice`}
 *   trackHref={`/tracking?order=${order.id}`}
 *   chatHref={`/chat/${order.id}`}
 *   pending={receive.isPending ? 'receive' : undefined}
 * />
 */
export function OrderActions({
  order,
  onCancel,
  onReceive,
  onPay,
  onBuyAgain,
  rateHref,
  returnHref,
  returnDetailsHref,
  invoiceHref,
  trackHref,
  chatHref,
  chatUnreadCount = 0,
  pending,
  className,
}: OrderActionsProps) {
  const intl = useIntl();
  const actions: (ActionButton | ActionLink)[] = [];
  const button = (
    key: OrderPendingAction,
    label: string,
    variant: ActionButton['variant'],
    onPress: () => void,
  ) => actions.push({ kind: 'button', key, label, variant, onPress });
  const link = (key: string, label: string, href: string) =>
    actions.push({ kind: 'link', key, label, href });

  if (order.can_pay) button('pay', intl.formatMessage(m.pay), 'secondary', onPay);
  if (order.can_receive) button('receive', intl.formatMessage(m.receive), 'secondary', onReceive);
  if (order.can_track) link('track', intl.formatMessage(m.track), trackHref);
  if (order.can_chat) {
    const chat = intl.formatMessage(m.chat);
    link(
      'chat',
      chatUnreadCount > 0
        ? intl.formatMessage(m.chatUnread, { label: chat, count: chatUnreadCount })
        : chat,
      chatHref,
    );
  }
  if (order.can_rate) link('rate', intl.formatMessage(m.rate), rateHref);
  if (order.can_return) link('return', intl.formatMessage(m.return), returnHref);
  if (order.has_return)
    link('returnDetails', intl.formatMessage(m.returnDetails), returnDetailsHref);
  if (invoiceHref && hasInvoice(order)) link('invoice', intl.formatMessage(m.invoice), invoiceHref);
  if (STATUSES_TO_BUY_AGAIN.has(order.status)) {
    button('buyAgain', intl.formatMessage(m.buyAgain), 'secondary', onBuyAgain);
  }
  if (order.can_cancel) button('cancel', intl.formatMessage(m.cancel), 'secondary', onCancel);

  if (actions.length === 0) return null;
  // One primary action: the first that moves the order on (pay, receive, track, rate…), in that
  // order; never cancelling, which keeps its own colour.
  const primaryKey = actions.find((action) => action.key !== 'cancel')?.key;

  const content = (action: ActionButton | ActionLink): ReactNode =>
    action.kind === 'button' ? (
      <Button
        key={action.key}
        variant={action.key === primaryKey ? 'primary' : action.variant}
        className="orders-actions__button"
        data-action={action.key}
        isLoading={pending === action.key}
        disabled={pending !== undefined && pending !== action.key}
        onClick={action.onPress}
      >
        {action.label}
      </Button>
    ) : (
      <Link
        key={action.key}
        to={action.href}
        className={
          action.key === primaryKey
            ? 'orders-actions__link orders-actions__link--primary'
            : 'orders-actions__link'
        }
      >
        {action.label}
      </Link>
    );

  return (
    <div
      className={['orders-actions', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={intl.formatMessage(m.label)}
      data-state={pending ? 'pending' : 'idle'}
    >
      {actions.map(content)}
    </div>
  );
}
