import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { orderQueries } from '../api/order-queries.js';

/** What a return request sends. */
export interface ReturnRequest {
  id: number;
  item_ids: number[];
  quantities: number[];
  reason: string;
  photos: File[];
}

/**
 * Sends a return request with its photos ("return request sent"); `progress` (0 to 1) follows the
 * upload.
 *
 * @example
 * const request = useRequestReturn();
 * request.mutate({ id, item_ids, quantities, reason, photos });
 */
export function useRequestReturn() {
  const api = useApiClient();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (input: ReturnRequest) => {
      setProgress(0);
      const { data } = await api.orders.requestReturn(input, {
        onUploadProgress: ({ percent }) => setProgress(percent),
      });
      setProgress(1);
      return data;
    },
    onSuccess: (orderReturn) => {
      queryClient.setQueryData(
        orderQueries.returnDetails(api, lang, orderReturn.order_id).queryKey,
        orderReturn,
      );
    },
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: orderQueries.detailsOf(id) });
      void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
    },
  });
  return { ...mutation, progress };
}

/**
 * The return request of an order and its status.
 *
 * @example
 * const orderReturn = useReturnDetails(id);
 */
export function useReturnDetails(id: number | undefined) {
  const api = useApiClient();
  const lang = useLocale();
  const hasToken = useHasToken();
  return useQuery({
    ...orderQueries.returnDetails(api, lang, id ?? 0),
    enabled: hasToken && !!id,
  });
}
