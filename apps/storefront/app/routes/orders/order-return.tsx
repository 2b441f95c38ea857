import { useNavigate } from 'react-router';
import { OrderReturnScreen } from '@matjar/orders';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/order-return';
import { orderPaths } from './order-paths.js';
import { OrderSubpage } from './order-page.js';
import { ordersPageMessages as m } from './orders.messages.js';
import '@matjar/ui/forms.css';
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
    title: messageIn(locale, m.returnTitle),
    description: messageIn(locale, m.detailsDescription),
  });
}

/** Ask to return products of a finished order (/orderDetailes/{id}/return), with photos. */
export default function OrderReturnRoute() {
  const navigate = useNavigate();
  return (
    <OrderSubpage title={m.returnTitle} width="form">
      {(id) => (
        <OrderReturnScreen
          id={id}
          paths={orderPaths}
          onReturnRequested={(order) =>
            void navigate(orderPaths.returnDetails(order.id), { replace: true })
          }
        />
      )}
    </OrderSubpage>
  );
}
