import { ReturnDetailsScreen } from '@matjar/orders';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/order-return-details';
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
    title: messageIn(locale, m.returnDetailsTitle),
    description: messageIn(locale, m.detailsDescription),
  });
}

/** A return request and how it is going (/orderDetailes/{id}/returnDetails). */
export default function OrderReturnDetailsRoute() {
  return (
    <OrderSubpage title={m.returnDetailsTitle} width="text">
      {(id) => <ReturnDetailsScreen id={id} paths={orderPaths} />}
    </OrderSubpage>
  );
}
