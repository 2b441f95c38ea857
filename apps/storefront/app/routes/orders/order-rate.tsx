import { useNavigate } from 'react-router';
import { OrderRateScreen } from '@matjar/orders';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/order-rate';
import { orderPaths } from './order-paths.js';
import { OrderSubpage } from './order-page.js';
import { ordersPageMessages as m } from './orders.messages.js';
import '@matjar/orders/styles.css';

/** The order is asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: (params) => `/orderDetailes/${params['id'] ?? ''}`,
  startCalls: ['orders'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.rateTitle),
    description: messageIn(locale, m.detailsDescription),
  });
}

/** Rate a finished order (/orderDetailes/{id}/rate): the store, the delegate and each product. */
export default function OrderRateRoute() {
  const navigate = useNavigate();
  return (
    <OrderSubpage title={m.rateTitle} width="form">
      {(id) => (
        <OrderRateScreen
          id={id}
          paths={orderPaths}
          onRated={(order) => void navigate(orderPaths.details(order.id), { replace: true })}
        />
      )}
    </OrderSubpage>
  );
}
