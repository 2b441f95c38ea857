import { useIntl } from 'react-intl';
import type { Order } from '@matjar/api-client';
import { failureMessage, successMessages } from '@matjar/i18n';
import { EmptyState, useToast } from '@matjar/ui';
import { useRateOrder } from '../../hooks/use-order-actions.js';
import { WithOrder } from '../order-screens/with-order.js';
import type { OrderPaths } from '../order-screens/order-paths.js';
import { RateOrderForm } from '../rate-order-form/rate-order-form.js';
import { orderRateScreenMessages as m } from './messages.js';

export interface OrderRateScreenProps {
  /** The order's id from the address; `undefined` when it names none ("not one of your orders"). */
  id: number | undefined;
  /** The address of the lists, from an order not found. */
  paths: Pick<OrderPaths, 'list'>;
  /** The rating has been sent (a toast says so): lead the customer on, back to the order. */
  onRated: (order: Order) => void;
}

/**
 * Rating a finished order under the page's title: the store, the delegate and each product, then
 * a toast and `onRated`. An order that cannot be rated (now) says so. A skeleton while the order
 * loads, "not one of your orders" for an address without one or the store's refusal, and a way to
 * try again otherwise. Needs the app's `ToastProvider`.
 *
 * @example
 * <OrderRateScreen
 *   id={idFromTheAddress}
 *   paths={orderPaths}
 *   onRated={(order) => navigate(orderPaths.details(order.id), { replace: true })}
 * />
 */
export function OrderRateScreen({ id, paths, onRated }: OrderRateScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const rate = useRateOrder();
  return (
    <WithOrder id={id} listHref={paths.list()}>
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
                    onRated(order);
                  },
                },
              )
            }
          />
        ) : (
          <EmptyState title={intl.formatMessage(m.alreadyRated)} />
        )
      }
    </WithOrder>
  );
}
