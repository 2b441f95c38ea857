import { useCallback } from 'react';
import { defineMessage } from 'react-intl';
import { useRouteLoaderData } from 'react-router';

export const paymentPageRefused = defineMessage({
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
 * Sends the customer to the hosted payment page the store named. Returns `false`, and sends the
 * customer nowhere, when the address is not on the payment provider's origin (the root's
 * `paymentOrigin`): the caller then says so with `paymentPageRefused`.
 */
export function usePaymentPage(): (url: string) => boolean {
  const root = useRouteLoaderData('root') as { paymentOrigin?: string } | undefined;
  const origin = root?.paymentOrigin;
  return useCallback(
    (url: string) => {
      if (!origin || !isPaymentPage(url, origin)) return false;
      window.location.assign(url);
      return true;
    },
    [origin],
  );
}
