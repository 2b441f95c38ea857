import { type ChangeEvent, type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '@matjar/i18n';
import { cityPickerMessages as m } from './messages.js';

/** A country or a city of the pickers: the store's id and its name in the current language. */
export interface CityPickerItem {
  id: number;
  name: string;
}

/** What the city select shows: its list, the wait for it, a country without cities, a mistake. */
export type CityPickerState = 'idle' | 'loading' | 'empty' | 'invalid' | 'disabled';

/** The props of `CityPicker`. */
export interface CityPickerProps {
  /** The countries to choose from (`content.countries`). */
  countries: readonly CityPickerItem[];
  /** The chosen country; the caller preselects Saudi Arabia. */
  countryId?: number;
  /** With the id of the country the customer chose; the city is cleared. */
  onCountryChange: (id: number) => void;
  /** The cities of the chosen country (`content.cities`); `undefined` until they arrive. */
  cities: readonly CityPickerItem[] | undefined;
  /** The cities are on their way: the city select waits, disabled. */
  isLoadingCities?: boolean;
  /** The chosen city's NAME (an address stores the name, not the id). */
  value: string;
  /** With the name of the city the customer chose, or `''` when the country changed. */
  onChange: (name: string) => void;
  /** When the city select loses focus (react-hook-form's `onBlur`). */
  onBlur?: () => void;
  /** A localized error of the city; marks the city select invalid and is read with it. */
  error?: string;
  /** Both selects are disabled. */
  disabled?: boolean;
  /** The city is required: its label shows a marker. Default `true`. */
  required?: boolean;
  /** The `name` of the city select. */
  name?: string;
  /** Forwarded to the city `<select>` (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

const stateOf = (
  disabled: boolean,
  isLoading: boolean,
  isEmpty: boolean,
  hasError: boolean,
): CityPickerState => {
  if (disabled) return 'disabled';
  if (isLoading) return 'loading';
  if (isEmpty) return 'empty';
  return hasError ? 'invalid' : 'idle';
};

/**
 * The country picker and the city picker of an address: two native selects (they suit phones),
 * styled like `TextField`. While the cities load, the city select is disabled and says so; a
 * country without cities says "There are no cities in this country" and disables it. The value is
 * the city's name; a name that is not in the list (a city found by the map) stays as an option.
 *
 * @example
 * <CityPicker
 *   countries={countries.data ?? []}
 *   countryId={countryId}
 *   onCountryChange={setCountryId}
 *   cities={cities.data}
 *   isLoadingCities={cities.isFetching}
 *   value={city}
 *   onChange={setCity}
 * />
 */
export function CityPicker({
  countries,
  countryId,
  onCountryChange,
  cities,
  isLoadingCities = false,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  required = true,
  name,
  ref,
  className,
}: CityPickerProps) {
  const intl = useIntl();
  const ids = useId();
  const countrySelectId = `${ids}-country`;
  const cityId = `${ids}-city`;
  const hintId = `${ids}-city-hint`;
  const errorId = `${ids}-city-error`;

  const isLoading = isLoadingCities || (countryId !== undefined && cities === undefined);
  const isEmpty = !isLoading && cities !== undefined && cities.length === 0;
  const hasError = Boolean(error);
  const state = stateOf(disabled, isLoading, isEmpty, hasError);
  const isCityDisabled = disabled || isLoading || isEmpty || countryId === undefined;
  const cityList = cities ?? [];
  const isValueListed = value === '' || cityList.some((city) => city.name === value);
  const describedBy =
    [isEmpty ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;

  const handleCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onCountryChange(Number(event.target.value));
    if (value !== '') onChange('');
  };

  return (
    <div className={['maps-city-picker', className].filter(Boolean).join(' ')}>
      <div className="maps-city-picker__fields">
        <div
          className="mj-text-field maps-city-picker__field"
          data-state={disabled || countries.length === 0 ? 'disabled' : 'idle'}
        >
          <label className="mj-text-field__label" htmlFor={countrySelectId}>
            {intl.formatMessage(m.country)}
          </label>
          <div className="mj-text-field__control">
            <select
              id={countrySelectId}
              className="mj-text-field__input maps-city-picker__select"
              value={countryId === undefined ? '' : String(countryId)}
              disabled={disabled || countries.length === 0}
              onChange={handleCountryChange}
            >
              {countryId === undefined ? (
                <option value="" disabled>
                  {intl.formatMessage(m.chooseCountry)}
                </option>
              ) : null}
              {countries.map((country) => (
                <option key={country.id} value={String(country.id)}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mj-text-field maps-city-picker__field" data-state={state}>
          <label className="mj-text-field__label" htmlFor={cityId}>
            {intl.formatMessage(m.city)}
            {required ? (
              <span className="mj-text-field__required" aria-hidden="true">
                *
              </span>
            ) : null}
          </label>
          <div className="mj-text-field__control">
            <select
              ref={ref}
              id={cityId}
              name={name}
              className="mj-text-field__input maps-city-picker__select"
              value={value}
              required={required}
              disabled={isCityDisabled}
              aria-busy={isLoading || undefined}
              aria-invalid={hasError || undefined}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            >
              <option value="">
                {intl.formatMessage(isLoading ? m.citiesLoading : m.chooseCity)}
              </option>
              {isValueListed ? null : <option value={value}>{value}</option>}
              {cityList.map((city) => (
                <option key={city.id} value={city.name}>
                  {city.name}
                </option>
              ))}
            </select>
          </div>
          {isEmpty ? (
            <p className="mj-text-field__hint" id={hintId}>
              {intl.formatMessage(errorMessages.noCitiesInCountry)}
            </p>
          ) : null}
          {hasError ? (
            <p className="mj-text-field__error" id={errorId}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
