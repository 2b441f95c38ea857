import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@matjar/api-client';
import { paymentMethodNames } from '@matjar/i18n';
import { Price } from '@matjar/ui';
import { orderDetailsMessages as m } from './messages.js';
import { OrderFact, OrderSection } from './order-section.js';
import { paymentStateOf } from './order-rules.js';

const paymentStateMessages = {
  paid: m.paid,
  'on-delivery': m.payOnDelivery,
  unpaid: m.unpaid,
} as const;

/** How the order is paid: the method, whether it is paid, what the wallet paid, the coupon. */
export function PaymentSection({ order }: { order: Order }) {
  const intl = useIntl();
  const paymentState = paymentStateOf(order);
  return (
    <OrderSection title={intl.formatMessage(m.payment)} kind="payment">
      <dl className="orders-details__facts">
        <OrderFact label={intl.formatMessage(m.paymentMethod)}>
          {intl.formatMessage(paymentMethodNames[order.payment_method])}
        </OrderFact>
        <OrderFact label={intl.formatMessage(m.paymentStatus)}>
          <span className="orders-details__payment-state" data-state={paymentState}>
            {intl.formatMessage(paymentStateMessages[paymentState])}
          </span>
        </OrderFact>
        {order.paid_from_wallet > 0 ? (
          <OrderFact label={intl.formatMessage(m.paidFromWallet)}>
            <Price amount={order.paid_from_wallet} />
          </OrderFact>
        ) : null}
        {order.coupon ? (
          <OrderFact label={intl.formatMessage(m.coupon)}>
            <bdi className="orders-details__coupon">{order.coupon.code}</bdi>{' '}
            <span className="orders-details__saving">
              <FormattedMessage
                {...m.couponSaving}
                values={{ amount: <Price amount={order.coupon.discount} size="sm" /> }}
              />
            </span>
          </OrderFact>
        ) : null}
      </dl>
    </OrderSection>
  );
}
