import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@matjar/api-client';
import { commonMessages, useFormatters } from '@matjar/i18n';
import { Price } from '@matjar/ui';
import { orderDetailsMessages as m } from './messages.js';
import { OrderFact, OrderSection } from './order-section.js';

interface AmountsSectionProps {
  order: Order;
  /** The VAT rate the prices include, as a fraction. */
  vatRate: number;
}

/** The order's amounts, from the products' price to the total, free shipping said as "Free". */
export function AmountsSection({ order, vatRate }: AmountsSectionProps) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <OrderSection title={intl.formatMessage(m.amounts)} kind="amounts">
      <dl className="orders-details__facts orders-details__amounts">
        <OrderFact label={intl.formatMessage(m.productsPrice)}>
          <Price amount={order.products_price} />
        </OrderFact>
        <OrderFact label={intl.formatMessage(m.discount)} kind="discount">
          {order.discount > 0 ? <span aria-hidden="true">−</span> : null}
          <Price amount={order.discount} />
        </OrderFact>
        <OrderFact label={intl.formatMessage(m.orderPrice)}>
          <Price amount={order.order_price} />
        </OrderFact>
        <OrderFact label={intl.formatMessage(m.shipping)}>
          {order.shipping > 0 ? (
            <Price amount={order.shipping} />
          ) : (
            <span className="orders-details__free">{intl.formatMessage(m.freeShipping)}</span>
          )}
        </OrderFact>
        <OrderFact
          label={
            <FormattedMessage
              {...commonMessages.vatIncludedAt}
              values={{ rate: <bdi>{format.number(vatRate, { style: 'percent' })}</bdi> }}
            />
          }
        >
          <Price amount={order.vat} />
        </OrderFact>
        <OrderFact label={intl.formatMessage(m.total)} kind="total">
          <Price amount={order.total} size="lg" />
        </OrderFact>
      </dl>
    </OrderSection>
  );
}
