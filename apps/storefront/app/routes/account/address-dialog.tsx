import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Country, Location } from '@matjar/api-client';
import { useCities, useCountries, useCreateLocation, useUpdateLocation } from '@matjar/account';
import { useLocale, failureMessage } from '@matjar/i18n';
import { type AddressCityPicker, AddressPicker, type AddressInput } from '@matjar/maps';
import { Dialog, useToast } from '@matjar/ui';
import { useMapsKey } from '../../lib/use-maps-key.js';
import { accountPageMessages as m } from './account.messages.js';
import '@matjar/maps/styles.css';

/** The country the city picker starts on: Saudi Arabia, else the store's first country. */
const defaultCountryOf = (countries: readonly Country[]): Country | undefined =>
  countries.find((country) => country.code === 'SA') ??
  countries.find((country) => /saudi|السعودية/i.test(country.name)) ??
  countries[0];

/**
 * The country and city lists of the address form. While they cannot be had (the store failed to
 * answer, or has no countries), the city is typed as before.
 */
function useAddressCityPicker(): AddressCityPicker | undefined {
  const countries = useCountries();
  const [chosenCountryId, setChosenCountryId] = useState<number>();
  const countryId = chosenCountryId ?? defaultCountryOf(countries.data ?? [])?.id;
  const cities = useCities(countryId);
  if (countries.isError || cities.isError || countries.data?.length === 0) return undefined;
  return {
    countries: countries.data ?? [],
    countryId,
    onCountryChange: setChosenCountryId,
    cities: cities.data,
    isLoadingCities: countries.isPending || cities.isPending,
  };
}

/** What the address dialog does: add an address, or change a saved one. */
export type AddressEditing = { mode: 'add' } | { mode: 'edit'; location: Location };

/**
 * The "add new address" / edit dialog: the map picker (or the manual form without Maps), with the
 * country and city pickers. `onSaved` gets the saved address; the dialog then closes.
 */
export function AddressDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: AddressEditing;
  onClose: () => void;
  onSaved?: (location: Location) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const mapsKey = useMapsKey();
  const { toast } = useToast();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const mutation = editing.mode === 'add' ? create : update;
  const cityPicker = useAddressCityPicker();
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = (input: AddressInput) => {
    setError(undefined);
    const options = {
      onSuccess: (location: Location) => {
        toast({ title: intl.formatMessage(m.addressSaved), variant: 'success' });
        onSaved?.(location);
        onClose();
      },
      onError: (cause: unknown) => setError(failureMessage(intl, cause)),
    };
    if (editing.mode === 'add') create.mutate(input, options);
    else update.mutate({ ...input, id: editing.location.id }, options);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(editing.mode === 'add' ? m.addAddress : m.editAddress)}
    >
      <AddressPicker
        apiKey={mapsKey}
        language={locale}
        defaultValues={editing.mode === 'edit' ? editing.location : undefined}
        onSubmit={handleSubmit}
        isPending={mutation.isPending}
        error={error}
        cityPicker={cityPicker}
      />
    </Dialog>
  );
}
