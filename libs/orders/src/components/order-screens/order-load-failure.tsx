import { useIntl } from 'react-intl';
import { isApiError } from '@matjar/api-client';
import { EmptyState, ErrorState, Link } from '@matjar/ui';
import { orderScreenMessages as m } from './messages.js';

interface OrderLoadFailureProps {
  /** Why the order is not shown: `null` for an address without an order id. */
  error: unknown;
  /** Asks for the order again. */
  onRetry?: () => void;
  /** The orders' lists, the way on from an order that is not the customer's. */
  listHref: string;
}

/**
 * "Not one of your orders" for an address without an order id (`error` null) or the store's
 * refusal (`fail`); anything else can be tried again.
 */
export function OrderLoadFailure({ error, onRetry, listHref }: OrderLoadFailureProps) {
  const intl = useIntl();
  if (error === null || (isApiError(error) && error.kind === 'fail')) {
    return (
      <EmptyState
        title={intl.formatMessage(m.notFound)}
        action={
          <Link to={listHref} className="mj-button">
            {intl.formatMessage(m.backToOrders)}
          </Link>
        }
      />
    );
  }
  return <ErrorState onRetry={onRetry} />;
}
