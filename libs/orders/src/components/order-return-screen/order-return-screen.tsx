import { useIntl } from 'react-intl';
import type { Order } from '@matjar/api-client';
import { failureMessage, successMessages } from '@matjar/i18n';
import { EmptyState, useToast } from '@matjar/ui';
import { useRequestReturn } from '../../hooks/use-order-return.js';
import { WithOrder } from '../order-screens/with-order.js';
import type { OrderPaths } from '../order-screens/order-paths.js';
import { ReturnForm } from '../return-form/return-form.js';
import { orderReturnScreenMessages as m } from './messages.js';

export interface OrderReturnScreenProps {
  /** The order's id from the address; `undefined` when it names none ("not one of your orders"). */
  id: number | undefined;
  /** The address of the lists, from an order not found. */
  paths: Pick<OrderPaths, 'list'>;
  /** The request has been sent (a toast says so): lead the customer on, to the return's details. */
  onReturnRequested: (order: Order) => void;
}

/**
 * Asking to return products of a finished order under the page's title: which products and how
 * many, the reason and photos, sent with the upload's progress, then a toast and
 * `onReturnRequested`. An order whose products cannot be returned (now) says so. A skeleton while
 * the order loads, "not one of your orders" for an address without one or the store's refusal,
 * and a way to try again otherwise. Needs the app's `ToastProvider`; link `@matjar/ui/forms.css`
 * (the photo picker) with it.
 *
 * @example
 * <OrderReturnScreen
 *   id={idFromTheAddress}
 *   paths={orderPaths}
 *   onReturnRequested={(order) => navigate(orderPaths.returnDetails(order.id), { replace: true })}
 * />
 */
export function OrderReturnScreen({ id, paths, onReturnRequested }: OrderReturnScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const request = useRequestReturn();
  return (
    <WithOrder id={id} listHref={paths.list()}>
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
                    onReturnRequested(order);
                  },
                },
              )
            }
          />
        ) : (
          <EmptyState title={intl.formatMessage(m.cannotReturn)} />
        )
      }
    </WithOrder>
  );
}
