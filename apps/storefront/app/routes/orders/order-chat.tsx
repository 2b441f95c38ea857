import { OrderChatScreen } from '@matjar/orders';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/order-chat';
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
    title: messageIn(locale, m.chatTitle),
    description: messageIn(locale, m.detailsDescription),
  });
}

/** The chat with the delegate of an order (/orderDetailes/{id}/chat); new messages arrive live. */
export default function OrderChatRoute() {
  return (
    <OrderSubpage title={m.chatTitle}>
      {(id) => <OrderChatScreen id={id} paths={orderPaths} />}
    </OrderSubpage>
  );
}
