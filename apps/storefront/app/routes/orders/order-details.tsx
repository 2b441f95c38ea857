import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useStoreSettings } from '@matjar/account';
import { isApiError } from '@matjar/api-client';
import { announceCartChanged } from '@matjar/cart';
import { catalogPaths } from '@matjar/catalog';
import { successMessages, failureMessage } from '@matjar/i18n';
import {
  CancelOrderDialog,
  OrderActions,
  RateOrderForm,
  OrderDetails,
  OrderProgress,
  useCancelOrder,
  useCancelReasons,
  useRateOrder,
  useChatUnreadCount,
  useOrder,
  usePayOrder,
  useReceiveOrder,
  useReorder,
} from '@matjar/orders';
import {
  Breadcrumbs,
  Dialog,
  EmptyState,
  ErrorState,
  PageLayout,
  Skeleton,
  useToast,
} from '@matjar/ui';
import { usePaymentPage } from '../../lib/payment-page.js';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { usePageAccess } from '../../shell/page-access.js';
import { checkoutPaths } from '../cart/checkout-paths.js';
import type { Route } from './+types/order-details';
import { orderPaths, positiveIdOf } from './order-paths.js';
import { ordersPageMessages as m } from './orders.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/orders/styles.css';
import './orders-pages.css';

/** The order is asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/orders',
  startCalls: ['orders'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.detailsPageTitle),
    description: messageIn(locale, m.detailsDescription),
  });
}

/**
 * "Not one of your orders" for an address without an order id (`error` null) or the store's
 * refusal; anything else can be tried again.
 */
export function OrderLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  if (error === null || (isApiError(error) && error.kind === 'fail')) {
    return (
      <EmptyState
        title={intl.formatMessage(m.notFound)}
        action={
          <AppLink to={orderPaths.list()} className="mj-button">
            {intl.formatMessage(m.backToOrders)}
          </AppLink>
        }
      />
    );
  }
  return <ErrorState onRetry={onRetry} />;
}

function Details({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const order = useOrder(id);
  const vatRate = useStoreSettings().data?.vat_rate;
  const cancel = useCancelOrder();
  const receive = useReceiveOrder();
  const pay = usePayOrder();
  const openPaymentPage = usePaymentPage();
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
      return <OrderLoadFailure error={order.error} onRetry={() => void order.refetch()} />;
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
      <OrderDetails order={data} productHref={catalogPaths.product} vatRate={vatRate}>
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
              { id, returnUrl: new URL(checkoutPaths.completed, window.location.origin).href },
              {
                onSuccess: (url) => {
                  if (!openPaymentPage(url)) pay.reset();
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
                  announceCartChanged();
                  toast({
                    title:
                      unavailable.length === 0
                        ? intl.formatMessage(m.reorderDone)
                        : intl.formatMessage(m.reorderPartly, {
                            names: intl.formatList(unavailable),
                          }),
                    variant: unavailable.length === 0 ? 'success' : 'info',
                    action: {
                      label: intl.formatMessage(m.viewCart),
                      onClick: () => void navigate(checkoutPaths.cart),
                    },
                  });
                },
                onError,
              },
            )
          }
          rateHref={orderPaths.rate(id)}
          returnHref={orderPaths.return(id)}
          returnDetailsHref={orderPaths.returnDetails(id)}
          trackHref={orderPaths.tracking(id)}
          chatHref={orderPaths.chat(id)}
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

/** An order's details (/orderDetailes/{id}): progress, actions, and every field of the order. */
export default function OrderDetailsRoute() {
  const intl = useIntl();
  const { id: idParam } = useParams();
  const id = positiveIdOf(idParam);
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page sf-order-page">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.ordersTitle), href: orderPaths.list() },
            { label: intl.formatMessage(m.detailsPageTitle) },
          ]}
        />
        {id === undefined ? (
          <OrderLoadFailure error={null} onRetry={() => undefined} />
        ) : isCustomer ? (
          <Details id={id} />
        ) : (
          <Skeleton shape="text" lines={8} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
