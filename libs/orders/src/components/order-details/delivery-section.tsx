import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { PhoneNumber } from '@matjar/ui';
import { orderDetailsMessages as m } from './messages.js';
import { OrderFact, OrderSection } from './order-section.js';
import { deliverySlot, isDeliveryAhead } from './order-rules.js';

/**
 * When and where the order is delivered, to whom, the customer's note and, until it arrives, the
 * delivery code to give the delegate.
 */
export function DeliverySection({ order }: { order: Order }) {
  const intl = useIntl();
  const format = useFormatters();
  const slot =
    order.order_type === 'scheduled' && order.delivery_date
      ? deliverySlot(order.delivery_date, order.delivery_time)
      : undefined;
  const hasDeliveryCode = isDeliveryAhead(order.status) && order.delivery_code;

  return (
    <OrderSection title={intl.formatMessage(m.delivery)} kind="delivery">
      <dl className="orders-details__facts">
        <OrderFact label={intl.formatMessage(m.deliveryTime)}>
          {slot ? (
            <>
              <span className="orders-details__line">
                <FormattedMessage
                  {...m.deliveryScheduled}
                  values={{ day: format.date(slot.day, { dateStyle: 'full' }) }}
                />
              </span>
              {slot.from && slot.to ? (
                <span className="orders-details__line">
                  <FormattedMessage
                    {...m.timeRange}
                    values={{
                      from: <bdi>{format.time(slot.from)}</bdi>,
                      to: <bdi>{format.time(slot.to)}</bdi>,
                    }}
                  />
                </span>
              ) : null}
            </>
          ) : (
            intl.formatMessage(m.deliverySoon)
          )}
        </OrderFact>
        <OrderFact label={intl.formatMessage(m.address)}>
          <bdi className="orders-details__line orders-details__strong">{order.address.name}</bdi>
          <bdi className="orders-details__line">{order.address.address}</bdi>
        </OrderFact>
        {order.recipient ? (
          <OrderFact label={intl.formatMessage(m.recipient)}>
            <span className="orders-details__line">{order.recipient.name}</span>
            <PhoneNumber className="orders-details__line" value={order.recipient.phone} />
          </OrderFact>
        ) : null}
        {order.feedback ? (
          <OrderFact label={intl.formatMessage(m.feedback)}>{order.feedback}</OrderFact>
        ) : null}
        {hasDeliveryCode ? (
          <OrderFact label={intl.formatMessage(m.deliveryCode)} kind="code">
            <bdi className="orders-details__code">{order.delivery_code}</bdi>
            <span className="orders-details__hint">{intl.formatMessage(m.deliveryCodeHint)}</span>
          </OrderFact>
        ) : null}
      </dl>
    </OrderSection>
  );
}
