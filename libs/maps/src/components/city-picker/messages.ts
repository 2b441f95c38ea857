import { defineMessage } from 'react-intl';

/** The labels and states of the country and city pickers of the address form. */
export const cityPickerMessages = {
  country: defineMessage({ id: 'maps.cityPicker.country', defaultMessage: 'Country' }),
  city: defineMessage({ id: 'maps.cityPicker.city', defaultMessage: 'City' }),
  chooseCountry: defineMessage({
    id: 'maps.cityPicker.chooseCountry',
    defaultMessage: 'Choose a country',
  }),
  chooseCity: defineMessage({ id: 'maps.cityPicker.chooseCity', defaultMessage: 'Choose a city' }),
  citiesLoading: defineMessage({
    id: 'maps.cityPicker.citiesLoading',
    defaultMessage: 'Loading cities…',
  }),
} as const;
