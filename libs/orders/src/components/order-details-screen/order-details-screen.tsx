import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage, successMessages } from '@matjar/i18n';
import { Dialog, Skeleton, useToast } from '@matjar/ui';
import {
  useCancelOrder,
  useCancelReasons,
  usePayOrder,
  useRateOrder,
  useReceiveOrder,
  useReorder,
} from '../../hooks/use-order-actions.js';
import { useChatUnreadCount } from '../../hooks/use-order-chat.js';
import { useOrder } from '../../hooks/use-orders.js';
import { CancelOrderDialog } from '../cancel-order-dialog/cancel-order-dialog.js';
import { OrderActions } from '../order-details/order-actions.js';
import { OrderDetails } from '../order-details/order-details.js';
import { OrderLoadFailure } from '../order-screens/order-load-failure.js';
import type { OrderPaths } from '../order-screens/order-paths.js';
import { OrderProgress } from '../order-status/order-progress.js';
import { RateOrderForm } from '../rate-order-form/rate-order-form.js';
import { orderDetailsScreenMessages as m } from './messages.js';

export interface OrderDetailsScreenProps {
  /** The order's id from the address; `undefined` when it names none ("not one of your orders"). */
  id: number | undefined;
  /** The addresses the order's actions and its "not found" lead to. */
  paths: Pick<
    OrderPaths,
    'list' | 'rate' | 'return' | 'returnDetails' | 'tracking' | 'chat' | 'invoice'
  >;
  /** The address of a product's page: each item's name links to it. */
  productHref?: (productId: number) => string;
  /** The VAT rate the prices include (the store's settings' `vat_rate`); default the Kingdom's. */
  vatRate?: number;
  /**
   * Sends the customer to the hosted payment page the store named ("Pay now"). Returns `false`
   * when it did not (an address the app does not trust): the button is then ready again.
   */
  onPaymentPage: (url: string) => boolean;
  /**
   * Where the payment page sends the customer back, resolved against the page's origin
   * (`/cart/completed`); it adds `payment=success|failed` and `order_id`.
   */
  paymentReturnUrl: string;
  /**
   * "Buy again" put products in the cart: tell what else shows the cart (the cart's
   * `announceCartChanged`, for the store's other open tabs).
   */
  onCartChanged?: () => void;
  /** "View cart" was pressed on the toast that follows "Buy again": open the cart. */
  onViewCart: () => void;
}

type DetailsProps = Omit<OrderDetailsScreenProps, 'id'> & { id: number };

function Details({
  id,
  paths,
  productHref,
  vatRate,
  onPaymentPage,
  paymentReturnUrl,
  onCartChanged,
  onViewCart,
}: DetailsProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const order = useOrder(id);
  const cancel = useCancelOrder();
  const receive = useReceiveOrder();
  const pay = usePayOrder();
  const reorder = useReorder();
  const [isCancelling, setIsCancelling] = useState(false);
  const [isRatingStore, setIsRatingStore] = useState(false);
  const rate = useRateOrder();
  const reasons = useCancelReasons(isCancelling);
  const unread = useChatUnreadCount(id, order.data?.can_chat ?? false);
  const onError = (cause: unknown) => {
    const message = failureMessage(intl, cause);
    if (message) toast({ title: message, variant: 'error' });
  };

  if (!order.data) {
    if (order.isError) {
      return (
        <OrderLoadFailure
          error={order.error}
          onRetry={() => void order.refetch()}
          listHref={paths.list()}
        />
      );
    }
    return <Skeleton shape="text" lines={12} />;
  }
  const data = order.data;
  const pending = cancel.isPending
    ? 'cancel'
    : receive.isPending
      ? 'receive'
      : pay.isPending || pay.isSuccess
        ? 'pay'
        : reorder.isPending
          ? 'buyAgain'
          : undefined;

  return (
    <>
      <OrderDetails order={data} productHref={productHref} vatRate={vatRate}>
        <OrderProgress status={data.status} />
        <OrderActions
          order={data}
          pending={pending}
          onCancel={() => setIsCancelling(true)}
          onReceive={() =>
            receive.mutate(
              { id },
              {
                onSuccess: (received) => {
                  // The "rate store" dialog, right after receiving while the order is fresh,
                  // says the thanks itself; a toast would take the focus from it.
                  if (received.can_rate) setIsRatingStore(true);
                  else toast({ title: intl.formatMessage(m.received), variant: 'success' });
                },
                onError,
              },
            )
          }
          onPay={() =>
            pay.mutate(
              { id, returnUrl: new URL(paymentReturnUrl, window.location.origin).href },
              {
                onSuccess: (url) => {
                  if (!onPaymentPage(url)) pay.reset();
                },
                onError,
              },
            )
          }
          onBuyAgain={() =>
            reorder.mutate(
              { id },
              {
                onSuccess: ({ unavailable }) => {
                  onCartChanged?.();
                  toast({
                    title:
                      unavailable.length === 0
                        ? intl.formatMessage(m.reorderDone)
                        : intl.formatMessage(m.reorderPartly, {
                            names: intl.formatList(unavailable),
                          }),
                    variant: unavailable.length === 0 ? 'success' : 'info',
                    action: { label: intl.formatMessage(m.viewCart), onClick: onViewCart },
                  });
                },
                onError,
              },
            )
          }
          rateHref={paths.rate(id)}
          returnHref={paths.return(id)}
          returnDetailsHref={paths.returnDetails(id)}
          invoiceHref={paths.invoice(id)}
          trackHref={paths.tracking(id)}
          chatHref={paths.chat(id)}
          chatUnreadCount={unread.data}
        />
      </OrderDetails>
      <Dialog
        open={isRatingStore && data.can_rate}
        onOpenChange={setIsRatingStore}
        title={intl.formatMessage(m.rateStoreTitle)}
        description={`${intl.formatMessage(m.received)} ${intl.formatMessage(m.rateStoreDescription)}`}
      >
        <RateOrderForm
          items={data.items}
          delegate={data.delegate}
          isPending={rate.isPending}
          error={rate.isError ? failureMessage(intl, rate.error) : undefined}
          onSubmit={(input) =>
            rate.mutate(
              { id, ...input },
              {
                onSuccess: () => {
                  setIsRatingStore(false);
                  toast({
                    title: intl.formatMessage(successMessages.ratingSent),
                    variant: 'success',
                  });
                },
              },
            )
          }
        />
      </Dialog>
      <CancelOrderDialog
        open={isCancelling}
        onOpenChange={(open) => {
          setIsCancelling(open);
          if (!open) cancel.reset();
        }}
        reasons={reasons.data}
        isPending={cancel.isPending}
        error={cancel.isError ? failureMessage(intl, cancel.error) : undefined}
        onConfirm={(reason) =>
          cancel.mutate(
            { id, reason },
            {
              onSuccess: () => {
                setIsCancelling(false);
                toast({
                  title: intl.formatMessage(successMessages.orderCanceled),
                  variant: 'success',
                });
              },
            },
          )
        }
      />
    </>
  );
}

/**
 * An order's whole page under its frame: the order's details (its title is the page's `h1`) with
 * its progress and what may be done with it now. Cancelling asks for a reason in a dialog;
 * receiving it asks for a rating of the store while the order is fresh; "Pay now" sends the
 * customer to the payment page; "Buy again" puts its products back in the cart and says which
 * could not be. Each outcome is a toast, each refusal the store's message. A skeleton while the
 * order loads, "not one of your orders" for an address without one or the store's refusal, and a
 * way to try again otherwise. Needs the app's `ToastProvider`.
 *
 * @example
 * <OrderDetailsScreen
 *   id={idFromTheAddress}
 *   paths={orderPaths}
 *   productHref={(id) => `/products/${id}`}
 *   vatRate={settings.data?.vat_rate}
 *   onPaymentPage={openPaymentPage}
 *   paymentReturnUrl="/cart/completed"
 *   onCartChanged={announceCartChanged}
 *   onViewCart={() => navigate('/cart')}
 * />
 */
export function OrderDetailsScreen({ id, ...props }: OrderDetailsScreenProps) {
  if (id === undefined) return <OrderLoadFailure error={null} listHref={props.paths.list()} />;
  return <Details id={id} {...props} />;
}
