import { useIntl } from 'react-intl';
import { isApiError } from '@matjar/api-client';
import { Button, EmptyState, ErrorState, Link, Skeleton } from '@matjar/ui';
import { useOrderInvoice } from '../../hooks/use-order-invoice.js';
import type { OrderPaths } from '../order-screens/order-paths.js';
import { WithOrder } from '../order-screens/with-order.js';
import { taxInvoiceMessages as m } from './messages.js';
import { TaxInvoice } from './tax-invoice.js';

export interface TaxInvoiceScreenProps {
  /** The order's id from the address; `undefined` when it names none ("not one of your orders"). */
  id: number | undefined;
  /** The orders' lists (from an order not found) and the order's details (the way back). */
  paths: Pick<OrderPaths, 'list' | 'details'>;
}

function Invoice({ id, detailsHref }: { id: number; detailsHref: string }) {
  const intl = useIntl();
  const invoice = useOrderInvoice(id);
  if (invoice.data) {
    return (
      <div className="orders-invoice-screen">
        <TaxInvoice invoice={invoice.data} />
        <div className="orders-invoice-screen__actions">
          <Button type="button" onClick={() => window.print()}>
            {intl.formatMessage(m.print)}
          </Button>
          <Link to={detailsHref} className="mj-button" data-variant="secondary">
            {intl.formatMessage(m.backToOrder)}
          </Link>
        </div>
      </div>
    );
  }
  if (invoice.isError) {
    // The store's "not yet": the order is neither paid nor delivered.
    if (isApiError(invoice.error) && invoice.error.kind === 'fail') {
      return (
        <EmptyState
          title={intl.formatMessage(m.notReady)}
          action={
            <Link to={detailsHref} className="mj-button">
              {intl.formatMessage(m.backToOrder)}
            </Link>
          }
        />
      );
    }
    return <ErrorState onRetry={() => void invoice.refetch()} />;
  }
  return <Skeleton shape="text" lines={10} />;
}

/**
 * An order's simplified tax invoice, with a button to print it (or save it as PDF) and the way
 * back to the order. Skeletons while the order and its invoice load, "not one of your orders" for
 * an address without one or the store's refusal, "issued once paid or delivered" for an order
 * without an invoice yet, and a way to try again otherwise.
 *
 * @example
 * <TaxInvoiceScreen id={idFromTheAddress} paths={orderPaths} />
 */
export function TaxInvoiceScreen({ id, paths }: TaxInvoiceScreenProps) {
  return (
    <WithOrder id={id} listHref={paths.list()}>
      {(order) => <Invoice id={order.id} detailsHref={paths.details(order.id)} />}
    </WithOrder>
  );
}
