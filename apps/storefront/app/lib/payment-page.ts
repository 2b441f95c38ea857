import { useCallback } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { useToast } from '@matjar/ui';

const paymentPageRefused = defineMessage({
  id: 'storefront.payment.refused',
  defaultMessage:
    'The payment page could not be opened safely, so nothing was charged. Please try again later.',
});

/**
 * Whether `url` is a page of the hosted payment provider: an `http:` or `https:` address on
 * `paymentOrigin`. A store answer naming any other site, or a script, is not followed.
 */
export function isPaymentPage(url: string, paymentOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === paymentOrigin
  );
}

/**
 * Sends the customer to the hosted payment page the store named. Returns `false`, sends the
 * customer nowhere and says so in a toast, when the address is not on the payment provider's
 * origin (the root's `paymentOrigin`); the caller then lets the customer try again.
 */
export function usePaymentPage(): (url: string) => boolean {
  const root = useRouteLoaderData('root') as { paymentOrigin?: string } | undefined;
  const origin = root?.paymentOrigin;
  const intl = useIntl();
  const { toast } = useToast();
  return useCallback(
    (url: string) => {
      if (origin && isPaymentPage(url, origin)) {
        window.location.assign(url);
        return true;
      }
      toast({ title: intl.formatMessage(paymentPageRefused), variant: 'error' });
      return false;
    },
    [origin, intl, toast],
  );
}

/** What the hosted payment page said on sending the customer back, and how to forget it. */
export interface PaymentReturn {
  /** `success` or `failed`, from `?payment=`; `undefined` on a page the payment page did not send. */
  outcome: 'success' | 'failed' | undefined;
  /**
   * Takes `payment` and `payment_id` out of the address, replacing the history entry: a reload
   * or a way back to the page does not say it again.
   */
  forget: () => void;
}

/**
 * How a payment went on the hosted payment page, read from the address it sent the customer back
 * to (`?payment=success|failed&payment_id=…`).
 */
export function usePaymentReturn(): PaymentReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const payment = searchParams.get('payment');
  const forget = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete('payment');
          params.delete('payment_id');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { outcome: payment === 'success' || payment === 'failed' ? payment : undefined, forget };
}
