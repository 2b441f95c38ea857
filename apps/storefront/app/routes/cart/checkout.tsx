import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { CartSummary as CheckoutSummary, Location, PaymentMethod } from '@matjar/api-client';
import { useLocations, useStoreSettings } from '@matjar/account';
import { failureMessage, phoneField, useGlobalStore } from '@matjar/auth';
import {
  CartSummary,
  CouponForm,
  DeliveryDetails,
  EmptyCart,
  OrderTypePicker,
  PaymentMethodPicker,
  type PlaceOrderInput,
  useApplyCoupon,
  useCart,
  useCheckoutDraft,
  useCheckoutReceipt,
  useCheckoutSummary,
  usePlaceOrder,
  useRemoveCoupon,
} from '@matjar/cart';
import { errorMessages, useFormatters, validationMessages } from '@matjar/i18n';
import { orderQueries } from '@matjar/orders';
import {
  AsideLayout,
  ErrorState,
  PageLayout,
  Skeleton,
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
  back: '/cart',
  startCalls: ['cart', 'locations'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.title),
    description: messageIn(locale, m.description),
    isPrivate: true,
  });
}

/** The address this order goes to: the one chosen for it, else the selected, default or first one. */
function chosenLocationId(
  saved: readonly Location[],
  ...preferred: (number | null | undefined)[]
): number | null {
  const known = (id: number | null | undefined) => !!id && saved.some((item) => item.id === id);
  return preferred.find(known) ?? saved.find((item) => item.is_default)?.id ?? saved[0]?.id ?? null;
}

interface CheckoutErrors {
  location?: ReactNode;
  slot?: ReactNode;
  method?: ReactNode;
  bank?: ReactNode;
  receipt?: ReactNode;
  recipientName?: ReactNode;
  recipientPhone?: ReactNode;
}

/** Whether the chosen method can pay this summary (the wallet must cover a wallet payment). */
function canPayWith(
  summary: CheckoutSummary,
  method: PaymentMethod | null,
): method is PaymentMethod {
  if (!method || !summary.payment_methods.includes(method)) return false;
  if (method === 'wallet') return summary.wallet_balance >= summary.total;
  if (method === 'amount') return summary.wallet_balance > 0;
  return true;
}

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
  if (totals.lines.length === 0) return <EmptyCart shopHref="/" LinkComponent={AppLink} />;

  const location = data && locationId !== null ? data.location : null;
  const slots = data?.order_type === 'scheduled' ? data.delivery_slots : undefined;
  const isBusy = place.isPending || isLeaving;
  // What the order will hold: products no longer available stay in the cart but not in the order.
  const orderable = totals.lines.filter((line) => line.is_available);

  const validate = (): CheckoutErrors => {
    const found: CheckoutErrors = {};
    if (!location) found.location = t(validationMessages.selectLocation);
    if (draft.order_type === 'scheduled') {
      const day = slots?.find((slot) => slot.date === draft.date);
      if (!day?.times.some((time) => time.id === draft.time)) {
        found.slot = t(validationMessages.orderDateTimeRequired);
      }
    }
    if (!data || !canPayWith(data, draft.payment_method)) found.method = t(m.methodRequired);
    if (draft.payment_method === 'bank_transfer') {
      if (!data?.banks.some((bank) => bank.id === draft.bank_id)) found.bank = t(m.bankRequired);
      if (!receipt) found.receipt = t(m.receiptRequired);
    }
    if (draft.has_recipient) {
      if (!draft.recipient_name.trim()) found.recipientName = t(validationMessages.nameRequired);
      if (!draft.recipient_phone.trim()) {
        found.recipientPhone = t(validationMessages.phoneRequired);
      } else if (!v.is(phoneField, draft.recipient_phone)) {
        found.recipientPhone = t(validationMessages.phoneIncorrect);
      }
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
    const input: PlaceOrderInput = {
      location_id: locationId,
      order_type: draft.order_type,
      payment_method: method,
      ...(draft.order_type === 'scheduled' && draft.date && draft.time
        ? { date: draft.date, time: draft.time }
        : {}),
      ...(draft.feedback.trim() ? { feedback: draft.feedback.trim() } : {}),
      ...(draft.has_recipient
        ? {
            recipient_name: draft.recipient_name.trim(),
            recipient_phone: v.parse(phoneField, draft.recipient_phone),
          }
        : {}),
      ...(method === 'card'
        ? { return_url: new URL(checkoutPaths.completed, window.location.origin).href }
        : {}),
      ...(method === 'bank_transfer' && draft.bank_id && receipt
        ? { bank_id: draft.bank_id, transfer_receipt: receipt.file }
        : {}),
    };
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
                  {line.variant?.color || line.variant?.size ? (
                    <span className="sf-checkout__variant">
                      {[line.variant.color, line.variant.size && format.size(line.variant.size)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  ) : null}
                  <span className="sf-checkout__quantity">
                    <bdi>×{intl.formatNumber(line.quantity)}</bdi>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <CartSummary
            LinkComponent={AppLink}
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
          LinkComponent={AppLink}
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
