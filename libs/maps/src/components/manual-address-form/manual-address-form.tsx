import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button, FormAlert } from '@matjar/ui';
import { type AddressCityPicker, AddressFields } from '../address-fields/address-fields.js';
import {
  type AddressDefaults,
  type ManualAddress,
  addressFieldDefaults,
  addressFieldsSchema,
  toManualAddress,
} from '../address-fields/address-schema.js';
import { useFieldMessage } from '../address-fields/use-field-message.js';
import { manualAddressFormMessages as m } from './messages.js';

/** The props of `ManualAddressForm`. */
export interface ManualAddressFormProps {
  /** With the address once every field is valid. */
  onSubmit: (address: ManualAddress) => void;
  /** The address being edited (a saved `Location` fits; its coordinates are not used). */
  defaultValues?: AddressDefaults;
  /** The save is on its way: the button shows it and cannot be pressed again. */
  isPending?: boolean;
  /** The server's message (or a localized failure) of the last save; every field is kept. */
  error?: string;
  /** The button's label. Default "Save address". */
  submitLabel?: ReactNode;
  /**
   * The countries and cities (`useCountries()`, `useCities(countryId)`): the city is chosen in a
   * country and city picker. Without them it is typed.
   */
  cityPicker?: AddressCityPicker;
  className?: string;
}

/**
 * The address typed by hand, for when there is no map: its name, city, district, street,
 * 4-digit building number, optional short national address (`RRRD2929`; lower case and
 * Arabic-Indic digits are accepted and normalised) and optional landmark. Submits the fields of
 * `LocationInput` with a one-line `address` built from the parts.
 *
 * @example
 * const create = useCreateLocation();
 * <ManualAddressForm
 *   onSubmit={(address) => create.mutate(address)}
 *   isPending={create.isPending}
 *   error={create.isError ? failureMessage(intl, create.error) : undefined}
 * />
 */
export function ManualAddressForm({
  onSubmit,
  defaultValues,
  isPending = false,
  error,
  submitLabel,
  cityPicker,
  className,
}: ManualAddressFormProps) {
  const intl = useIntl();
  const message = useFieldMessage();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(addressFieldsSchema),
    defaultValues: addressFieldDefaults(defaultValues),
  });

  const handleValidSubmit = handleSubmit((fields) => onSubmit(toManualAddress(intl, fields)));

  return (
    <form
      className={['maps-manual-address-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={handleValidSubmit}
    >
      <AddressFields
        register={(name) => register(name)}
        control={control}
        cityPicker={cityPicker}
        errors={{
          name: message(errors.name?.message),
          city: message(errors.city?.message),
          district: message(errors.district?.message),
          street: message(errors.street?.message),
          building_number: message(errors.building_number?.message),
          short_address: message(errors.short_address?.message),
          landmark: message(errors.landmark?.message),
        }}
      />
      <FormAlert message={error} />
      <Button type="submit" isFullWidth isLoading={isPending}>
        {submitLabel ?? intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
