import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * Asks for `query` as the calling component renders, when `isEnabled` and the cache holds nothing
 * for it (no answer, no request on its way). A page the server rendered without the customer's own
 * data (the server has no token) then has it by the time it has hydrated, instead of asking once
 * its effects have run. A failure is left to the page's own `useQuery` of the same key.
 *
 * @example
 * usePrefetchDuringRender(walletQueries.balance(api), hasToken);
 * const wallet = useWallet();
 */
export function usePrefetchDuringRender<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  query: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  isEnabled: boolean,
): void {
  const queryClient = useQueryClient();
  if (isEnabled && !queryClient.getQueryState(query.queryKey)) {
    void queryClient.prefetchQuery(query);
  }
}
