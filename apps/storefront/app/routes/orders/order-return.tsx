import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { successMessages, failureMessage } from '@matjar/i18n';
import { ReturnForm, useRequestReturn } from '@matjar/orders';
import { EmptyState, useToast } from '@matjar/ui';
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
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const request = useRequestReturn();
  return (
    <OrderSubpage title={m.returnTitle} width="form">
      {(order) =>
        order.can_return || request.isPending ? (
          <ReturnForm
            items={order.items}
            isPending={request.isPending}
            progress={request.progress}
            error={request.isError ? failureMessage(intl, request.error) : undefined}
            onSubmit={(input) =>
              request.mutate(
                { id: order.id, ...input },
                {
                  onSuccess: () => {
                    toast({
                      title: intl.formatMessage(successMessages.returnRequestSent),
                      variant: 'success',
                    });
                    void navigate(orderPaths.returnDetails(order.id), { replace: true });
                  },
                },
              )
            }
          />
        ) : (
          <EmptyState title={intl.formatMessage(m.cannotReturn)} />
        )
      }
    </OrderSubpage>
  );
}
