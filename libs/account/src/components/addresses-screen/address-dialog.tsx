import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { City, Country, Location, LocationInput } from '@matjar/api-client';
import { failureMessage } from '@matjar/i18n';
import { Dialog, useToast } from '@matjar/ui';
import { useCities, useCountries } from '../../hooks/use-content.js';
import { useCreateLocation, useUpdateLocation } from '../../hooks/use-locations.js';
import { addressesScreenMessages as m } from './messages.js';

/** What the address dialog does: add an address, or change a saved one. */
export type AddressEditing = { mode: 'add' } | { mode: 'edit'; location: Location };

/** An address as the form gives it: what `locations.create` takes, without `is_default`. */
export type AddressFormInput = Omit<LocationInput, 'is_default'>;

/**
 * The country and city lists of the address form, from `useCountries()` and `useCities(id)`,
 * Saudi Arabia chosen first; the form keeps the chosen city's name.
 */
export interface AddressFormCityPicker {
  countries: readonly Country[];
  countryId?: number;
  onCountryChange: (id: number) => void;
  /** `undefined` until the chosen country's cities have come. */
  cities: readonly City[] | undefined;
  isLoadingCities: boolean;
}

/** What `AddressDialog` gives the address form it draws. */
export interface AddressFormProps {
  /** The address being changed; none when adding. */
  defaultValues?: Location;
  /** Called with the address once every field is valid. */
  onSubmit: (input: AddressFormInput) => void;
  /** The save is on its way. */
  isPending: boolean;
  /** The store's localized refusal of the last save; the form keeps every field. */
  error?: string;
  /** The lists of the country and city pickers; without them (the store failed) the city is typed. */
  cityPicker?: AddressFormCityPicker;
}

export interface AddressDialogProps {
  /** Adding an address, or changing the one given. */
  editing: AddressEditing;
  /** Called when the dialog closes: after a save, or when the customer closes it. */
  onClose: () => void;
  /** Called with the address the store saved, before the dialog closes. */
  onSaved?: (location: Location) => void;
  /**
   * Draws the address form: a map picker or a form typed by hand, which the app composes (for
   * instance `AddressPicker` of `@matjar/maps` with the app's Maps key and language).
   */
  renderAddressForm: (form: AddressFormProps) => ReactNode;
}

/** The country the city picker starts on: Saudi Arabia, else the store's first country. */
const defaultCountryOf = (countries: readonly Country[]): Country | undefined =>
  countries.find((country) => country.code === 'SA') ??
  countries.find((country) => /saudi|السعودية/i.test(country.name)) ??
  countries[0];

/**
 * The country and city lists of the address form. While they cannot be had (the store failed to
 * answer, or has no countries), the city is typed as before.
 */
function useAddressCityPicker(): AddressFormCityPicker | undefined {
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

/**
 * The "Add new address" and "Edit address" dialog: the form the app draws, with the lists of the
 * country and city pickers (Saudi Arabia first). Once the store has saved the address a toast says
 * so, `onSaved` gets it and the dialog closes; a refusal shows in the form, which keeps every
 * field. Needs the app's API client, session, query cache and `ToastProvider`.
 *
 * @example
 * <AddressDialog
 *   editing={{ mode: 'add' }}
 *   onClose={() => setIsAdding(false)}
 *   onSaved={(location) => chooseForDelivery(location.id)}
 *   renderAddressForm={(form) => <AddressPicker apiKey={mapsKey} language={locale} {...form} />}
 * />
 */
export function AddressDialog({
  editing,
  onClose,
  onSaved,
  renderAddressForm,
}: AddressDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const mutation = editing.mode === 'add' ? create : update;
  const cityPicker = useAddressCityPicker();
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = (input: AddressFormInput) => {
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
      {renderAddressForm({
        defaultValues: editing.mode === 'edit' ? editing.location : undefined,
        onSubmit: handleSubmit,
        isPending: mutation.isPending,
        error,
        cityPicker,
      })}
    </Dialog>
  );
}
