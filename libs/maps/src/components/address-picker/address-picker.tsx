import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { validationMessages } from '@matjar/i18n';
import { Button, FormAlert } from '@matjar/ui';
import { useGoogleMaps } from '../../hooks/use-google-maps.js';
import type { MapsLoader } from '../../loader/google-maps-loader.js';
import { type AddressCityPicker, AddressFields } from '../address-fields/address-fields.js';
import {
  type AddressDefaults,
  type AddressInput,
  addressFieldDefaults,
  addressFieldsSchema,
} from '../address-fields/address-schema.js';
import { useFieldMessage } from '../address-fields/use-field-message.js';
import { LocationPickerView } from '../location-picker/location-picker.js';
import type { PickedPoint } from '../location-picker/picked-point.js';
import { ManualAddressForm } from '../manual-address-form/manual-address-form.js';
import { addressPickerMessages as m } from './messages.js';

const isPickedPoint = (value: unknown): value is PickedPoint =>
  typeof value === 'object' &&
  value !== null &&
  'lat' in value &&
  'lng' in value &&
  'label' in value &&
  typeof value.lat === 'number' &&
  Number.isFinite(value.lat) &&
  typeof value.lng === 'number' &&
  Number.isFinite(value.lng) &&
  typeof value.label === 'string';

const addressPickerSchema = v.object({
  ...addressFieldsSchema.entries,
  point: v.custom<PickedPoint>(isPickedPoint, validationMessages.selectLocation.id),
});

type AddressPickerValues = v.InferInput<typeof addressPickerSchema>;
type ValidAddressPickerValues = v.InferOutput<typeof addressPickerSchema>;

const pointOf = (values: AddressDefaults | undefined): PickedPoint | undefined =>
  typeof values?.lat === 'number' && typeof values.lng === 'number'
    ? { lat: values.lat, lng: values.lng, label: values.address ?? '' }
    : undefined;

/** The props of `AddressPicker`. */
export interface AddressPickerProps {
  /** The browser key of the Maps JavaScript API; without one the manual form is shown. */
  apiKey: string | null | undefined;
  /** The language of the map and of the geocoded address. */
  language: string;
  /** The address being edited (a saved `Location` fits; its `lat`/`lng` place the pin). */
  defaultValues?: AddressDefaults;
  /** With the address once a point is chosen and every field is valid. */
  onSubmit: (input: AddressInput) => void;
  /** The save is on its way: the button shows it and cannot be pressed again. */
  isPending?: boolean;
  /** The server's message (or a localized failure) of the last save; every field is kept. */
  error?: string;
  /** Loads the Google Maps libraries; `loadGoogleMaps` by default, a fake in tests and stories. */
  mapsLoader?: MapsLoader;
  /** The map id Advanced Markers need (see `DEFAULT_MAP_ID`). */
  mapId?: string;
  /**
   * The countries and cities (`useCountries()`, `useCities(countryId)`): the city is chosen in a
   * country and city picker, on the map and in the manual form; a city the map finds that is not
   * in the list is kept. Without them the city is typed.
   */
  cityPicker?: AddressCityPicker;
  className?: string;
}

/**
 * The "add new address" form: with a working map, a point on the map (its address parts filled
 * in from Google's reverse geocoding) and the address's name and national-address parts; without
 * a map (no key, blocked, refused, slow), `ManualAddressForm` with whatever was typed. Submitting
 * on the map without a point says "Please select a location".
 *
 * @example
 * const create = useCreateLocation();
 * <AddressPicker
 *   apiKey={env.GOOGLE_MAPS_KEY}
 *   language={locale}
 *   onSubmit={(input) => create.mutate(input)}
 *   isPending={create.isPending}
 *   error={create.isError ? failureMessage(intl, create.error) : undefined}
 * />
 */
export function AddressPicker({
  apiKey,
  language,
  defaultValues,
  onSubmit,
  isPending = false,
  error,
  mapsLoader,
  mapId,
  cityPicker,
  className,
}: AddressPickerProps) {
  const intl = useIntl();
  const message = useFieldMessage();
  const googleMaps = useGoogleMaps(apiKey, { language, loader: mapsLoader });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<AddressPickerValues, unknown, ValidAddressPickerValues>({
    resolver: valibotResolver(addressPickerSchema),
    defaultValues: { ...addressFieldDefaults(defaultValues), point: pointOf(defaultValues) },
  });
  const classes = ['maps-address-picker', className].filter(Boolean).join(' ');

  if (googleMaps.status === 'unavailable') {
    // What was typed while the map was loading carries over to the manual form.
    const { point: _point, ...typed } = getValues();
    return (
      <LocationPickerView
        className={classes}
        googleMaps={googleMaps}
        language={language}
        onChange={() => undefined}
        fallback={
          <ManualAddressForm
            defaultValues={{ ...defaultValues, ...typed }}
            onSubmit={onSubmit}
            isPending={isPending}
            error={error}
            cityPicker={cityPicker}
          />
        }
      />
    );
  }

  const fill = { shouldValidate: isSubmitted, shouldDirty: true } as const;
  const handlePoint = (point: PickedPoint) => {
    const { city, district, street, building_number: buildingNumber } = point.parts ?? {};
    if (city) setValue('city', city, fill);
    if (district) setValue('district', district, fill);
    if (street) setValue('street', street, fill);
    if (buildingNumber) setValue('building_number', buildingNumber, fill);
  };

  const handleValidSubmit = handleSubmit(({ point, ...fields }) =>
    onSubmit({
      name: fields.name,
      address: point.label,
      lat: point.lat,
      lng: point.lng,
      city: fields.city,
      district: fields.district,
      street: fields.street,
      building_number: fields.building_number,
      ...(fields.short_address ? { short_address: fields.short_address } : {}),
      ...(fields.landmark ? { landmark: fields.landmark } : {}),
    }),
  );

  return (
    <form className={classes} noValidate onSubmit={handleValidSubmit}>
      <fieldset className="maps-address-picker__section">
        <legend className="maps-address-picker__legend">{intl.formatMessage(m.location)}</legend>
        <Controller
          control={control}
          name="point"
          render={({ field, fieldState }) => (
            <>
              <LocationPickerView
                googleMaps={googleMaps}
                language={language}
                mapId={mapId}
                value={field.value ?? null}
                onChange={(point) => {
                  field.onChange(point);
                  handlePoint(point);
                }}
              />
              {fieldState.error ? (
                <p className="maps-address-picker__error" role="alert">
                  {message(fieldState.error.message)}
                </p>
              ) : null}
            </>
          )}
        />
      </fieldset>
      <fieldset className="maps-address-picker__section">
        <legend className="maps-address-picker__legend">{intl.formatMessage(m.details)}</legend>
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
      </fieldset>
      <FormAlert message={error} />
      <Button type="submit" isFullWidth isLoading={isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
