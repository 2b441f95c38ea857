import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Location, LocationInput } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { updateGlobalStore, useHasToken, useSessionStore } from '@matjar/auth';
import { locationQueries } from '../api/location-queries.js';

/**
 * The customer's saved addresses, with `state` `needActive` when the phone is not activated yet.
 *
 * @example
 * const addresses = useLocations();
 * addresses.data?.locations.map((location) => <AddressCard key={location.id} location={location} />);
 */
export function useLocations() {
  const hasToken = useHasToken();
  return useQuery({ ...locationQueries.list(useApiClient()), enabled: hasToken });
}

/**
 * The default-location lookup (spec §4): once the addresses are known, the one with `is_default`
 * becomes the global store's `location_id`; with none, `location_id` is cleared. Returns the lookup's
 * outcome: `success`, `needActive` (reported to the caller), or `fail`.
 *
 * @example
 * const outcome = useDefaultLocation();
 * if (outcome === 'needActive') navigate('/auth/activate');
 */
export function useDefaultLocation(): 'pending' | 'success' | 'needActive' | 'fail' {
  const session = useSessionStore();
  const addresses = useLocations();
  const defaultId = addresses.data?.locations.find((location) => location.is_default)?.id ?? null;
  const isReady = addresses.data?.state === 'ready';
  useEffect(() => {
    if (isReady) updateGlobalStore(session, { location_id: defaultId });
  }, [isReady, defaultId, session]);
  if (addresses.isError) return 'fail';
  if (!addresses.data) return 'pending';
  return addresses.data.state === 'ready' ? 'success' : 'needActive';
}

/** Invalidates the addresses after a change, so every list and the default follow. */
function useLocationMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: locationQueries.list(api).queryKey }),
  });
}

/**
 * Saves a new address (the first one becomes the default).
 *
 * @example
 * const create = useCreateLocation();
 * create.mutate(input, { onSuccess: () => close() });
 */
export function useCreateLocation() {
  const api = useApiClient();
  return useLocationMutation(
    async (input: LocationInput) => (await api.locations.create(input)).data,
  );
}

/**
 * Changes a saved address.
 *
 * @example
 * useUpdateLocation().mutate({ id: 3, name: 'Home' });
 */
export function useUpdateLocation() {
  const api = useApiClient();
  return useLocationMutation(
    async (input: Partial<LocationInput> & { id: number }) =>
      (await api.locations.update(input)).data,
  );
}

/**
 * Deletes a saved address; if it was the default, the store picks another.
 *
 * @example
 * useDeleteLocation().mutate(3);
 */
export function useDeleteLocation() {
  const api = useApiClient();
  return useLocationMutation(async (id: number) => {
    await api.locations.delete({ id });
    return id;
  });
}

/**
 * Makes a saved address the default one; the global store's `location_id` follows.
 *
 * @example
 * useSetDefaultLocation().mutate(3);
 */
export function useSetDefaultLocation() {
  const api = useApiClient();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const key = locationQueries.list(api).queryKey;
  return useMutation({
    mutationFn: async (id: number): Promise<Location> =>
      (await api.locations.setDefault({ id })).data,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(
        key,
        (current) =>
          current && {
            ...current,
            locations: current.locations.map((location) => ({
              ...location,
              is_default: location.id === id,
            })),
          },
      );
      return { previous };
    },
    onSuccess: (location) => updateGlobalStore(session, { location_id: location.id }),
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
