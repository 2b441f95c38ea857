import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { orderQueries } from '../api/order-queries.js';

/**
 * The simplified tax invoice of a paid or delivered order, in the current language; the store's
 * `fail` for an order that has none yet.
 *
 * @example
 * const invoice = useOrderInvoice(order.id);
 */
export function useOrderInvoice(id: number | undefined) {
  const api = useApiClient();
  const lang = useLocale();
  const hasToken = useHasToken();
  return useQuery({
    ...orderQueries.invoice(api, lang, id ?? 0),
    enabled: hasToken && !!id,
    // The store's "not yet" stays an answer: asking again changes nothing.
    retry: false,
  });
}
