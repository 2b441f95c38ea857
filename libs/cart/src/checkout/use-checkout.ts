import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallInput, OrderType, PlacedOrder, calls } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { customerQueryMeta, updateGlobalStore, useHasToken, useSessionStore } from '@matjar/auth';
import { announceCartChanged, cartCountQueryKey } from '../hooks/use-sync-cart-count.js';
import { useLocale } from '@matjar/i18n';
import { cartQueries } from '../api/cart-queries.js';

/** What placing an order takes (`orders.place`). */
export type PlaceOrderInput = CallInput<typeof calls.orders.place>;

/**
 * The checkout summary for an address and an order type: the cart's lines and totals, the
 * delivery days and times of a scheduled order, the payment methods, the wallet balance and the
 * store's banks. While another address or order type loads, the previous summary stays shown.
 *
 * @example
 * const summary = useCheckoutSummary(locationId, draft.order_type);
 * summary.data?.payment_methods.map(…);
 */
export function useCheckoutSummary(locationId: number | null | undefined, orderType: OrderType) {
  const api = useApiClient();
  const lang = useLocale();
  const hasToken = useHasToken();
  return useQuery({
    queryKey: cartQueries.summary(lang, locationId ?? 0, orderType),
    queryFn: async ({ signal }) =>
      (await api.cart.summary({ location_id: locationId ?? 0, order_type: orderType }, { signal }))
        .data,
    enabled: hasToken && !!locationId,
    placeholderData: keepPreviousData,
    meta: customerQueryMeta,
  });
}

/**
 * Places the cart as an order. The caller gives the `idempotencyKey` it keeps until the order is
 * placed, so pressing again after a lost answer returns the same order instead of a second one.
 * On success the cart and its badge are emptied here and in every open tab. `progress` (0 to 1)
 * follows the upload of a transfer receipt.
 *
 * @example
 * const place = usePlaceOrder();
 * place.mutate({ input, idempotencyKey: draft.idempotency_key }, { onSuccess: ({ order }) => … });
 */
export function usePlaceOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSessionStore();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({
      input,
      idempotencyKey,
    }: {
      input: PlaceOrderInput;
      idempotencyKey: string;
    }): Promise<PlacedOrder> => {
      setProgress(0);
      const { data } = await api.orders.place(input, {
        idempotencyKey,
        ...(input.transfer_receipt
          ? { onUploadProgress: ({ percent }: { percent: number }) => setProgress(percent) }
          : {}),
      });
      setProgress(1);
      return data;
    },
    onSuccess: () => {
      updateGlobalStore(session, { cartCount: 0 });
      queryClient.removeQueries({ queryKey: cartQueries.summaries() });
      void queryClient.invalidateQueries({ queryKey: cartQueries.cart() });
      void queryClient.invalidateQueries({ queryKey: cartCountQueryKey });
      announceCartChanged();
    },
  });
  return { ...mutation, progress };
}
