import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { catalogQueries } from '../api/catalog-queries.js';

/**
 * The signed-in customer's stock alerts, newest first (none asked for a visitor).
 *
 * @example
 * const alerts = useStockAlerts();
 */
export function useStockAlerts() {
  const hasToken = useHasToken();
  return useQuery({
    ...catalogQueries.stockAlerts(useApiClient(), useLocale()),
    enabled: hasToken,
  });
}

/** What asking for a stock alert sends: the product, and its variant when it has several. */
export interface StockAlertRequest {
  productId: number;
  variantId?: number | undefined;
}

/**
 * Asks to be told when a product (or one of its variants) is back in stock; the list of alerts
 * follows.
 *
 * @example
 * const add = useAddStockAlert();
 * add.mutate({ productId: product.id, variantId });
 */
export function useAddStockAlert() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, variantId }: StockAlertRequest) =>
      (
        await api.catalog.addStockAlert({
          id: productId,
          ...(variantId === undefined ? {} : { variant_id: variantId }),
        })
      ).data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...catalogQueries.all, 'stock-alerts'] }),
  });
}

/**
 * Forgets a stock alert; it leaves the list at once, and comes back if the store refuses.
 *
 * @example
 * const remove = useRemoveStockAlert();
 * remove.mutate(alert.id);
 */
export function useRemoveStockAlert() {
  const api = useApiClient();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const key = catalogQueries.stockAlerts(api, lang).queryKey;
  return useMutation({
    mutationFn: async (id: number) => {
      await api.catalog.removeStockAlert({ id });
      return id;
    },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (alerts) => alerts?.filter((alert) => alert.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...catalogQueries.all, 'stock-alerts'] }),
  });
}
