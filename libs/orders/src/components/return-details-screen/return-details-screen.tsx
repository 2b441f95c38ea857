import { ErrorState, Skeleton } from '@matjar/ui';
import { useReturnDetails } from '../../hooks/use-order-return.js';
import { WithOrder } from '../order-screens/with-order.js';
import type { OrderPaths } from '../order-screens/order-paths.js';
import { ReturnDetails } from '../return-details/return-details.js';

export interface ReturnDetailsScreenProps {
  /** The order's id from the address; `undefined` when it names none ("not one of your orders"). */
  id: number | undefined;
  /** The address of the lists, from an order not found. */
  paths: Pick<OrderPaths, 'list'>;
}

function Return({ id }: { id: number }) {
  const orderReturn = useReturnDetails(id);
  if (orderReturn.data) return <ReturnDetails orderReturn={orderReturn.data} />;
  if (orderReturn.isError) return <ErrorState onRetry={() => void orderReturn.refetch()} />;
  return <Skeleton shape="text" lines={6} />;
}

/**
 * An order's return request under the page's title: its status, the products, the reason, the
 * photos and the refund. Skeletons while the order and then the request load, "not one of your
 * orders" for an address without one or the store's refusal, and a way to try again otherwise.
 *
 * @example
 * <ReturnDetailsScreen id={idFromTheAddress} paths={orderPaths} />
 */
export function ReturnDetailsScreen({ id, paths }: ReturnDetailsScreenProps) {
  return (
    <WithOrder id={id} listHref={paths.list()}>
      {(order) => <Return id={order.id} />}
    </WithOrder>
  );
}
