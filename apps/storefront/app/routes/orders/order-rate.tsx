import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { successMessages, failureMessage } from '@matjar/i18n';
import { RateOrderForm, useRateOrder } from '@matjar/orders';
import { EmptyState, useToast } from '@matjar/ui';
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
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const rate = useRateOrder();
  return (
    <OrderSubpage title={m.rateTitle} width="form">
      {(order) =>
        order.can_rate || rate.isPending ? (
          <RateOrderForm
            items={order.items}
            delegate={order.delegate}
            isPending={rate.isPending}
            error={rate.isError ? failureMessage(intl, rate.error) : undefined}
            onSubmit={(input) =>
              rate.mutate(
                { id: order.id, ...input },
                {
                  onSuccess: () => {
                    toast({
                      title: intl.formatMessage(successMessages.ratingSent),
                      variant: 'success',
                    });
                    void navigate(orderPaths.details(order.id), { replace: true });
                  },
                },
              )
            }
          />
        ) : (
          <EmptyState title={intl.formatMessage(m.alreadyRated)} />
        )
      }
    </OrderSubpage>
  );
}
