import { type ReactNode, useId } from 'react';
import { type Order, SAUDI_VAT_RATE } from '@matjar/api-client';
import { AmountsSection } from './amounts-section.js';
import { DelegateSection } from './delegate-section.js';
import { DeliverySection } from './delivery-section.js';
import { ItemsSection } from './items-section.js';
import { orderDetailsMessages as m } from './messages.js';
import { OrderDetailsHeader } from './order-details-header.js';
import { PaymentSection } from './payment-section.js';
import { ReasonSection } from './reason-section.js';
import { ReturnSection } from './return-section.js';

export interface OrderDetailsProps {
  /** The order, as `useOrder(id)` returns it. */
  order: Order;
  /** The path of a product's page: when given, each item's name links to it. */
  productHref?: (productId: number) => string;
  /** Classes added to the outer element. */
  className?: string;
  /** Shown right under the title, before the sections: the page's progress steps and actions. */
  children?: ReactNode;
  /**
   * The VAT rate the prices include, as a fraction: the store's settings' `vat_rate`. Default the
   * Kingdom's standard rate, `SAUDI_VAT_RATE`.
   */
  vatRate?: number;
}

/**
 * Everything about one order, in sections: the header ("Order 105120" and when it was placed);
 * delivery (when, where, another recipient, the customer's note and, until it arrives, the
 * delivery code); the products; payment (method, paid or not, wallet, coupon); the amounts; the
 * cancel, return and reject reasons with the return photos; and the delegate with their rating.
 * It shows neither the status progress nor the actions: `OrderActions` and the status component
 * do. The title is the page's `h1`, each section an `h2`.
 *
 * @example
 * <OrderDetails
 *   order={order}
 *   productHref={(id) => `/product/${id}`}
 * />
 */
export function OrderDetails({
  order,
  productHref,
  className,
  children,
  vatRate = SAUDI_VAT_RATE,
}: OrderDetailsProps) {
  const titleId = useId();
  return (
    <article
      className={['orders-details', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-status={order.status}
    >
      <OrderDetailsHeader order={order} titleId={titleId} />
      {children}
      <DeliverySection order={order} />
      <ItemsSection items={order.items} productHref={productHref} />
      <PaymentSection order={order} />
      <AmountsSection order={order} vatRate={vatRate} />
      {order.cancel_reason ? (
        <ReasonSection title={m.cancelReason} kind="cancel-reason" reason={order.cancel_reason} />
      ) : null}
      {order.return_reason || order.return_photos.length > 0 ? (
        <ReturnSection reason={order.return_reason} photos={order.return_photos} />
      ) : null}
      {order.reject_reason ? (
        <ReasonSection title={m.rejectReason} kind="reject-reason" reason={order.reject_reason} />
      ) : null}
      {order.delegate ? <DelegateSection delegate={order.delegate} /> : null}
    </article>
  );
}
