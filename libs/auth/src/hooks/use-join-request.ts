import { useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput, calls } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';

/**
 * The store's categories with their subcategories, for the provider request form.
 *
 * @example
 * const categories = useJoinCategories();
 * const subcategories = categories.data?.find((c) => c.id === categoryId)?.subcategories ?? [];
 */
export function useJoinCategories() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['catalog', 'categories'],
    queryFn: async () => (await api.catalog.categories({})).data,
    staleTime: 60 * 60_000,
  });
}

/**
 * Sends a request to become a delivery representative (open to visitors and customers); resolves
 * to the request with its `number`.
 *
 * @example
 * const request = await useRegisterDelegate().mutateAsync({ name, phone, city_id });
 * navigate(`/join/sent?number=${request.number}`);
 */
export function useRegisterDelegate() {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['content', 'registerDelegate'],
    mutationFn: async (input: CallInput<typeof calls.content.registerDelegate>) =>
      (await api.content.registerDelegate(input)).data,
  });
}

/**
 * Sends a request to sell on the store as a provider (store, owner, phone, city, category,
 * subcategory, brand); resolves to the request with its `number`.
 *
 * @example
 * const request = await useRegisterProvider().mutateAsync(values);
 * navigate(`/join/sent?number=${request.number}`);
 */
export function useRegisterProvider() {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['content', 'registerProvider'],
    mutationFn: async (input: CallInput<typeof calls.content.registerProvider>) =>
      (await api.content.registerProvider(input)).data,
  });
}
