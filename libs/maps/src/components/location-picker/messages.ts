import { defineMessage } from 'react-intl';

/** The words of the location picker. */
export const locationPickerMessages = {
  instructions: defineMessage({
    id: 'maps.locationPicker.instructions',
    defaultMessage: 'Drag the pin or tap the map to mark the delivery location.',
  }),
  pin: defineMessage({
    id: 'maps.locationPicker.pin',
    defaultMessage: 'Delivery location',
  }),
  loadingMap: defineMessage({
    id: 'maps.locationPicker.loadingMap',
    defaultMessage: 'Loading the map…',
  }),
  myLocation: defineMessage({
    id: 'maps.locationPicker.myLocation',
    defaultMessage: 'My location',
  }),
  findingLocation: defineMessage({
    id: 'maps.locationPicker.findingLocation',
    defaultMessage: 'Finding your location…',
  }),
  addressPending: defineMessage({
    id: 'maps.locationPicker.addressPending',
    defaultMessage: 'Locating the address…',
  }),
  noPoint: defineMessage({
    id: 'maps.locationPicker.noPoint',
    defaultMessage: 'No location chosen yet.',
  }),
  chosenAddress: defineMessage({
    id: 'maps.locationPicker.chosenAddress',
    defaultMessage: 'Chosen location',
  }),
  permissionDenied: defineMessage({
    id: 'maps.locationPicker.permissionDenied',
    defaultMessage:
      'Location access is turned off for this site. Allow it in your browser settings, or drag the pin to your address.',
  }),
  positionUnavailable: defineMessage({
    id: 'maps.locationPicker.positionUnavailable',
    defaultMessage: 'Your location could not be found. Drag the pin to your address instead.',
  }),
  positionTimeout: defineMessage({
    id: 'maps.locationPicker.positionTimeout',
    defaultMessage:
      'Finding your location took too long. Try again, or drag the pin to your address.',
  }),
  geolocationUnsupported: defineMessage({
    id: 'maps.locationPicker.geolocationUnsupported',
    defaultMessage: 'This browser cannot share your location. Drag the pin to your address.',
  }),
  unavailable: defineMessage({
    id: 'maps.locationPicker.unavailable',
    defaultMessage: 'The map is unavailable; enter the address by hand.',
  }),
  retry: defineMessage({
    id: 'maps.locationPicker.retry',
    defaultMessage: 'Try the map again',
  }),
} as const;
