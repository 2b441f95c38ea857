import { TaxInvoiceScreen } from '@matjar/orders';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/order-invoice';
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
    title: messageIn(locale, m.invoiceTitle),
    description: messageIn(locale, m.invoiceDescription),
  });
}

/** An order's simplified tax invoice, to print or save (/orderDetailes/{id}/invoice). */
export default function OrderInvoiceRoute() {
  return (
    <OrderSubpage title={m.invoiceTitle}>
      {(id) => <TaxInvoiceScreen id={id} paths={orderPaths} />}
    </OrderSubpage>
  );
}
