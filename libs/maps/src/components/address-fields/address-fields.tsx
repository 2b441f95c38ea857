import type { ReactNode } from 'react';
import { type Control, Controller, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@matjar/ui';
import { CityPicker, type CityPickerProps } from '../city-picker/city-picker.js';
import type { AddressFieldName, AddressFieldValues } from './address-schema.js';
import { addressFieldsMessages as m } from './messages.js';

const SHORT_ADDRESS_EXAMPLE = 'RRRD2929';

/**
 * The country and city lists of the address form's city picker, from `useCountries()` and
 * `useCities(countryId)`; the form keeps the chosen city's name in its `city` field.
 */
export type AddressCityPicker = Pick<
  CityPickerProps,
  'countries' | 'countryId' | 'onCountryChange' | 'cities' | 'isLoadingCities'
>;

export interface AddressFieldsProps<
  TValues extends AddressFieldValues = AddressFieldValues,
  TOutput = TValues,
> {
  /** The form's `register`, for one field. */
  register: (name: AddressFieldName) => UseFormRegisterReturn;
  /** The form's `control`, which binds the city picker to the `city` field. */
  control: Control<TValues, unknown, TOutput>;
  /** Localized errors, by field. */
  errors: Partial<Record<AddressFieldName, string | undefined>>;
  /** With the lists, the city is chosen in a country and city picker; without, it is typed. */
  cityPicker?: AddressCityPicker;
}

/**
 * The fields of a Saudi national address: its name, city, district, street, 4-digit building
 * number, optional short address (`RRRD2929`) and optional landmark. Two columns when there is
 * room, one on a phone. The city is typed, or chosen in a country and city picker when
 * `cityPicker` gives the lists.
 */
export function AddressFields<TValues extends AddressFieldValues, TOutput = TValues>({
  register,
  control,
  errors,
  cityPicker,
}: AddressFieldsProps<TValues, TOutput>) {
  const intl = useIntl();
  // Every form of these fields has a `city`; TypeScript cannot see it through `TValues`.
  const cityName = 'city' as Path<TValues>;
  return (
    <div className="maps-address-fields">
      <div className="maps-address-fields__grid">
        <TextField
          className="maps-address-fields__wide"
          label={intl.formatMessage(m.name)}
          hint={intl.formatMessage(m.nameHint)}
          autoComplete="off"
          required
          error={errors.name}
          {...register('name')}
        />
        {cityPicker ? (
          <Controller
            control={control}
            name={cityName}
            render={({ field }) => (
              <CityPicker
                {...cityPicker}
                className="maps-address-fields__wide"
                name={field.name}
                ref={field.ref}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={field.disabled}
                error={errors.city}
              />
            )}
          />
        ) : (
          <TextField
            label={intl.formatMessage(m.city)}
            autoComplete="address-level2"
            required
            error={errors.city}
            {...register('city')}
          />
        )}
        <TextField
          label={intl.formatMessage(m.district)}
          autoComplete="address-level3"
          required
          error={errors.district}
          {...register('district')}
        />
        <TextField
          label={intl.formatMessage(m.street)}
          autoComplete="address-line1"
          required
          error={errors.street}
          {...register('street')}
        />
        <TextField
          label={intl.formatMessage(m.buildingNumber)}
          hint={intl.formatMessage(m.buildingNumberHint)}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          required
          error={errors.building_number}
          {...register('building_number')}
        />
        <TextField
          label={intl.formatMessage(m.shortAddress)}
          hint={intl.formatMessage(m.shortAddressHint, {
            example: SHORT_ADDRESS_EXAMPLE,
            bdi: (chunks: ReactNode[]) => <bdi dir="ltr">{chunks}</bdi>,
          })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          error={errors.short_address}
          {...register('short_address')}
        />
        <TextField
          className="maps-address-fields__wide"
          label={intl.formatMessage(m.landmark)}
          hint={intl.formatMessage(m.landmarkHint)}
          error={errors.landmark}
          {...register('landmark')}
        />
      </div>
    </div>
  );
}
