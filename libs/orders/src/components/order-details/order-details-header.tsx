import { FormattedMessage } from 'react-intl';
import type { Order } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { orderDetailsMessages as m } from './messages.js';

interface OrderDetailsHeaderProps {
  order: Pick<Order, 'number' | 'date'>;
  /** The id of the title, which names the whole order. */
  titleId: string;
}

/** "Order 105120", the page's `h1`, and when the order was placed. */
export function OrderDetailsHeader({ order, titleId }: OrderDetailsHeaderProps) {
  const format = useFormatters();
  return (
    <header className="orders-details__header">
      <h1 className="orders-details__title" id={titleId}>
        <FormattedMessage
          {...m.title}
          values={{ number: <bdi className="orders-details__number">{order.number}</bdi> }}
        />
      </h1>
      <p className="orders-details__placed">
        <FormattedMessage
          {...m.placedOn}
          values={{
            date: (
              <time dateTime={order.date}>
                {format.dateTime(order.date, { dateStyle: 'long' })}
              </time>
            ),
          }}
        />
      </p>
    </header>
  );
}
