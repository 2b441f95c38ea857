import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { catalogQueries } from '../api/catalog-queries.js';

/**
 * A page of the signed-in customer's favorite products, most recently added first.
 *
 * @example
 * const favorites = useFavorites(1);
 */
export function useFavorites(page: number) {
  const hasToken = useHasToken();
  return useQuery({
    ...catalogQueries.favorites(useApiClient(), useLocale(), page),
    enabled: hasToken,
    placeholderData: (previous) => previous,
  });
}

/**
 * Whether the signed-in customer keeps the product in favorites (always `false` for a visitor).
 * Every card and page reads the same list, so a product's heart is the same wherever it shows.
 *
 * @example
 * const isFavorite = useIsFavorite(product.id);
 */
export function useIsFavorite(id: number): boolean {
  return useFavoriteIds().includes(id);
}

const NO_FAVORITES: readonly number[] = [];

/**
 * The ids of the signed-in customer's favorite products (none for a visitor, and none asked for).
 *
 * @example
 * const favoriteIds = useFavoriteIds();
 */
export function useFavoriteIds(): readonly number[] {
  const hasToken = useHasToken();
  const { data } = useQuery({ ...catalogQueries.favoriteIds(useApiClient()), enabled: hasToken });
  return (hasToken && data) || NO_FAVORITES;
}

/**
 * Adds a product to the favorites or removes it. The heart changes at once on every card; if the
 * store refuses, it changes back and the mutation's error says why.
 *
 * @example
 * const toggle = useToggleFavorite();
 * toggle.mutate(product.id, { onError: () => toast({ title: failed, variant: 'error' }) });
 */
export function useToggleFavorite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const idsKey = catalogQueries.favoriteIds(api).queryKey;
  return useMutation({
    mutationFn: async (id: number) => (await api.catalog.toggleFavorite({ id })).data,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData(idsKey);
      queryClient.setQueryData(idsKey, (ids = []) =>
        ids.includes(id) ? ids.filter((item) => item !== id) : [id, ...ids],
      );
      return { previous };
    },
    onSuccess: ({ product_id: id, is_favorite: isFavorite }) => {
      queryClient.setQueryData(idsKey, (ids = []) => {
        const others = ids.filter((item) => item !== id);
        return isFavorite ? [id, ...others] : others;
      });
    },
    onError: (_error, _id, context) => {
      queryClient.setQueryData(idsKey, context?.previous);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...catalogQueries.all, 'favorites', 'list'] }),
  });
}
