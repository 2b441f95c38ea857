import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Country, Location } from '@matjar/api-client';
import {
  AddressList,
  useCities,
  useCountries,
  useCreateLocation,
  useDefaultLocation,
  useDeleteLocation,
  useLocations,
  useSetDefaultLocation,
  useUpdateLocation,
} from '@matjar/account';
import { failureMessage } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { type AddressCityPicker, AddressPicker, type AddressInput } from '@matjar/maps';
import { Button, Dialog, ErrorState, Skeleton, useToast } from '@matjar/ui';
import { useMapsKey } from '../../lib/use-maps-key.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { useRequireCustomer } from '../profile/profile-shared.js';
import type { Route } from './+types/addresses';
import { accountPageMessages as m } from './account.messages.js';

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.addressesTitle),
    description: messageIn(locale, m.addressesDescription),
    isPrivate: true,
  });
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

type Editing = { mode: 'add' } | { mode: 'edit'; location: Location } | undefined;

function AddressDialog({
  editing,
  onClose,
}: {
  editing: NonNullable<Editing>;
  onClose: () => void;
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
      onSuccess: () => {
        toast({ title: intl.formatMessage(m.addressSaved), variant: 'success' });
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

function Addresses() {
  const intl = useIntl();
  const { toast } = useToast();
  const addresses = useLocations();
  const outcome = useDefaultLocation();
  const remove = useDeleteLocation();
  const setDefault = useSetDefaultLocation();
  const [editing, setEditing] = useState<Editing>();
  const onFailure = (cause: unknown) => {
    const message = failureMessage(intl, cause);
    if (message) toast({ title: message, variant: 'error' });
  };
  const addButton = (
    <Button onClick={() => setEditing({ mode: 'add' })}>{intl.formatMessage(m.addAddress)}</Button>
  );

  let body;
  if (addresses.isError) {
    body = <ErrorState onRetry={() => void addresses.refetch()} />;
  } else if (outcome === 'needActive') {
    body = <ErrorState title={intl.formatMessage(m.needActive)} />;
  } else if (!addresses.data) {
    body = <Skeleton shape="text" lines={6} />;
  } else {
    body = (
      <AddressList
        locations={addresses.data.locations}
        pendingId={setDefault.isPending ? setDefault.variables : undefined}
        onEdit={(location) => setEditing({ mode: 'edit', location })}
        onDelete={(location) =>
          remove.mutate(location.id, {
            onSuccess: () =>
              toast({ title: intl.formatMessage(m.addressDeleted), variant: 'success' }),
            onError: onFailure,
          })
        }
        onSetDefault={(location) => setDefault.mutate(location.id, { onError: onFailure })}
        emptyAction={addButton}
      />
    );
  }

  return (
    <>
      {addresses.data?.locations.length ? (
        <div className="sf-account-page__actions">{addButton}</div>
      ) : null}
      {body}
      {editing ? <AddressDialog editing={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}

/** The customer's saved addresses: add (on the map or by hand), edit, delete, make default. */
export default function AddressesRoute() {
  const intl = useIntl();
  const isCustomer = useRequireCustomer();
  return (
    <div className="sf-account-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(m.addressesTitle)}</h1>
      {isCustomer ? <Addresses /> : <Skeleton shape="text" lines={4} />}
    </div>
  );
}
