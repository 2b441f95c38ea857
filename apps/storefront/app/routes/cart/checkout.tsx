import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLocations, useStoreSettings } from '@matjar/account';
import { useGlobalStore } from '@matjar/auth';
import {
  CartSummary,
  CouponForm,
  DeliveryDetails,
  EmptyCart,
  OrderTypePicker,
  PaymentMethodPicker,
  type CheckoutField,
  type CheckoutProblem,
  checkoutProblems,
  chosenLocationId,
  placeOrderInput,
  useApplyCoupon,
  useCart,
  useCheckoutDraft,
  useCheckoutReceipt,
  useCheckoutSummary,
  usePlaceOrder,
  useRemoveCoupon,
} from '@matjar/cart';
import { errorMessages, useFormatters, validationMessages, failureMessage } from '@matjar/i18n';
import { orderQueries } from '@matjar/orders';
import {
  AsideLayout,
  ErrorState,
  PageLayout,
  Skeleton,
  VariantLabel,
  focusFirstError,
  useToast,
} from '@matjar/ui';
import { walletQueries } from '@matjar/wallet';
import { usePaymentPage } from '../../lib/payment-page.js';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import type { Route } from './+types/checkout';
import { checkoutPageMessages as m } from './cart.messages.js';
import { checkoutPaths } from './checkout-paths.js';
import '@matjar/ui/forms.css';
import '@matjar/cart/styles.css';
import './cart-pages.css';

/** The summary's cart and the saved addresses are asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/cart',
  startCalls: ['cart', 'locations'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.title),
    description: messageIn(locale, m.description),
  });
}

type CheckoutErrors = { [Field in CheckoutField]?: ReactNode };

/** What each choice that keeps the order from being placed says when it is missing. */
const missingMessages: Record<CheckoutField, MessageDescriptor> = {
  location: validationMessages.selectLocation,
  slot: validationMessages.orderDateTimeRequired,
  method: m.methodRequired,
  bank: m.bankRequired,
  receipt: m.receiptRequired,
  recipientName: validationMessages.nameRequired,
  recipientPhone: validationMessages.phoneRequired,
};

/** The message of a choice's problem: only a phone can be made and still be wrong. */
const problemMessage = (field: CheckoutField, problem: CheckoutProblem) =>
  problem === 'incorrect' ? validationMessages.phoneIncorrect : missingMessages[field];

function Checkout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const openPaymentPage = usePaymentPage();
  const format = useFormatters();
  const vatRate = useStoreSettings().data?.vat_rate;
  const { draft, update, clear, ensureIdempotencyKey } = useCheckoutDraft();
  const [receipt, setReceipt] = useCheckoutReceipt();
  const { location_id: selectedLocationId } = useGlobalStore();
  const addresses = useLocations();
  const saved = addresses.data?.locations ?? [];
  const locationId = addresses.data
    ? chosenLocationId(saved, draft.location_id, selectedLocationId)
    : undefined;
  const summary = useCheckoutSummary(locationId, draft.order_type);
  // Without an address there is no summary yet: the cart's own totals stand in.
  const cart = useCart();
  const place = usePlaceOrder();
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitError, setSubmitError] = useState<string>();
  const [isLeaving, setIsLeaving] = useState(false);
  const isSubmitting = useRef(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const stepsRef = useRef<HTMLDivElement>(null);
  // Counts the presses of "Place order" that found choices missing: each one, once the errors
  // are shown, takes the customer to the first of them (the page's alert says what happened).
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);

  useEffect(() => {
    if (refusedSubmits === 0) return;
    if (!focusFirstError(stepsRef.current)) alertRef.current?.focus();
  }, [refusedSubmits]);

  if (addresses.isError && !addresses.data) {
    return <ErrorState onRetry={() => void addresses.refetch()} />;
  }
  if (summary.isError && !summary.data) {
    return <ErrorState onRetry={() => void summary.refetch()} />;
  }
  const data = summary.data;
  const totals = data ?? (locationId === null ? cart.data : undefined);
  if (locationId === null && cart.isError && !cart.data) {
    return <ErrorState onRetry={() => void cart.refetch()} />;
  }
  if (!totals) return <Skeleton shape="text" lines={10} />;
  if (totals.lines.length === 0) return <EmptyCart shopHref="/" />;

  const location = data && locationId !== null ? data.location : null;
  const slots = data?.order_type === 'scheduled' ? data.delivery_slots : undefined;
  const isBusy = place.isPending || isLeaving;
  // What the order will hold: products no longer available stay in the cart but not in the order.
  const orderable = totals.lines.filter((line) => line.is_available);

  const validate = (): CheckoutErrors => {
    const problems = checkoutProblems({
      draft,
      locationId,
      summary: data,
      hasReceipt: !!receipt,
    });
    const found: CheckoutErrors = {};
    for (const [field, problem] of Object.entries(problems) as [CheckoutField, CheckoutProblem][]) {
      found[field] = t(problemMessage(field, problem));
    }
    return found;
  };

  const submit = () => {
    if (isSubmitting.current) return;
    setSubmitError(undefined);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !data || !locationId) {
      setRefusedSubmits((count) => count + 1);
      return;
    }
    const method = draft.payment_method;
    if (!method) return;
    const input = placeOrderInput(draft, {
      locationId,
      method,
      returnUrl: new URL(checkoutPaths.completed, window.location.origin).href,
      receipt: receipt?.file,
    });
    isSubmitting.current = true;
    place.mutate(
      { input, idempotencyKey: ensureIdempotencyKey() },
      {
        onSuccess: ({ order, payment_url: paymentUrl }) => {
          clear();
          setReceipt(null);
          // The new order heads the lists the customer may open next (and the wallet may have paid).
          void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
          if (method === 'wallet' || method === 'amount') {
            void queryClient.invalidateQueries({ queryKey: walletQueries.all });
          }
          if (paymentUrl) {
            if (openPaymentPage(paymentUrl)) {
              setIsLeaving(true);
              toast({ title: t(m.redirecting), variant: 'info' });
              return;
            }
            // Not followed: the order stands unpaid, and its page offers to pay it again.
          }
          void navigate(checkoutPaths.completedOrder(order.id), { replace: true });
        },
        onError: (cause) => {
          isSubmitting.current = false;
          setSubmitError(failureMessage(intl, cause) ?? t(errorMessages.unexpected));
          alertRef.current?.focus();
        },
      },
    );
  };

  const hasErrors = Object.values(errors).some(Boolean);
  const alert = submitError ?? (hasErrors ? t(m.fixErrors) : undefined);
  const clearError = (key: keyof CheckoutErrors) => {
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };

  return (
    <AsideLayout
      className="sf-checkout"
      aside={
        <aside className="sf-checkout__aside" aria-label={t(m.title)}>
          <section className="sf-checkout__coupon" aria-label={t(m.coupon)}>
            <CouponForm
              coupon={totals.coupon}
              isPending={applyCoupon.isPending || removeCoupon.isPending}
              error={applyCoupon.isError ? failureMessage(intl, applyCoupon.error) : undefined}
              onApply={(code) => applyCoupon.mutate(code)}
              onRemove={() =>
                removeCoupon.mutate(undefined, {
                  onError: (cause) => {
                    const message = failureMessage(intl, cause);
                    if (message) toast({ title: message, variant: 'error' });
                  },
                })
              }
            />
          </section>
          {orderable.length > 0 ? (
            <ul
              className="sf-checkout__items"
              aria-label={intl.formatMessage(m.items, {
                count: orderable.reduce((sum, line) => sum + line.quantity, 0),
              })}
            >
              {orderable.map((line) => (
                <li key={line.id} className="sf-checkout__item">
                  <bdi>{line.name}</bdi>
                  <VariantLabel options={format.variantOptions(line.variant)} />
                  <span className="sf-checkout__quantity">
                    <bdi>×{intl.formatNumber(line.quantity)}</bdi>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <CartSummary
            cart={totals}
            vatRate={vatRate}
            checkoutLabel={t(m.placeOrder)}
            onCheckout={submit}
            isCheckoutPending={isBusy}
            isCheckoutSticky
          />
          <AppLink to={checkoutPaths.cart} className="sf-checkout__back">
            {t(m.backToCart)}
          </AppLink>
        </aside>
      }
    >
      <p ref={alertRef} tabIndex={-1} className="sf-checkout__alert" role="alert" hidden={!alert}>
        {alert}
      </p>
      <div ref={stepsRef} className="sf-checkout__steps">
        <OrderTypePicker
          orderType={draft.order_type}
          onOrderTypeChange={(orderType) => update({ order_type: orderType })}
          slots={slots}
          date={draft.date}
          time={draft.time}
          onSlotChange={({ date, time }) => {
            update({ date, time });
            if (date && time) clearError('slot');
          }}
          error={errors.slot}
          disabled={isBusy}
        />
        <DeliveryDetails
          location={location}
          changeHref={checkoutPaths.changeLocation}
          locationError={errors.location}
          hasRecipient={draft.has_recipient}
          onHasRecipientChange={(hasRecipient) => update({ has_recipient: hasRecipient })}
          recipientName={draft.recipient_name}
          onRecipientNameChange={(name) => {
            update({ recipient_name: name });
            clearError('recipientName');
          }}
          recipientPhone={draft.recipient_phone}
          onRecipientPhoneChange={(phone) => {
            update({ recipient_phone: phone });
            clearError('recipientPhone');
          }}
          recipientErrors={{ name: errors.recipientName, phone: errors.recipientPhone }}
          feedback={draft.feedback}
          onFeedbackChange={(feedback) => update({ feedback })}
          disabled={isBusy}
        />
        {data ? (
          <PaymentMethodPicker
            methods={data.payment_methods}
            value={draft.payment_method}
            onChange={(method) => {
              update({ payment_method: method });
              clearError('method');
            }}
            total={data.total}
            walletBalance={data.wallet_balance}
            banks={data.banks}
            bankId={draft.bank_id}
            onBankChange={(bankId) => {
              update({ bank_id: bankId });
              clearError('bank');
            }}
            receipt={receipt}
            onReceiptChange={(picked) => {
              setReceipt(picked);
              clearError('receipt');
            }}
            receiptProgress={place.isPending ? Math.round(place.progress * 100) : undefined}
            errors={{ method: errors.method, bank: errors.bank, receipt: errors.receipt }}
            disabled={isBusy}
          />
        ) : null}
      </div>
    </AsideLayout>
  );
}

/** The checkout (/cart/summary): order type, delivery, payment, coupon, summary and "Place order". */
export default function CheckoutRoute() {
  const intl = useIntl();
  return (
    <PageLayout className="sf-account-page sf-checkout-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(m.title)}</h1>
      <Checkout />
    </PageLayout>
  );
}
