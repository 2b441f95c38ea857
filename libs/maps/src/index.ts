/**
 * @packageDocumentation
 * Google Maps in the storefront: the script loader (loaded only on pages that show a map), a
 * location picker with a manual-address fallback, the "add new address" form, and marker
 * clustering with the spec's constants. Test fakes are in `@matjar/maps/testing`.
 */
export {
  MAPS_LOAD_TIMEOUT_MS,
  MapsUnavailableError,
  hasMapsAuthFailed,
  isMapsUnavailableError,
  loadGoogleMaps,
  watchMapsAuthFailure,
  type GoogleMapsApi,
  type GoogleMapsLibraries,
  type GoogleMapsLibraryName,
  type LoadGoogleMapsOptions,
  type MapsLoader,
  type MapsUnavailableReason,
} from './loader/google-maps-loader.js';
export {
  useGoogleMaps,
  type GoogleMapsState,
  type GoogleMapsStatus,
  type UseGoogleMapsOptions,
} from './hooks/use-google-maps.js';
export {
  CLUSTER_BATCH_SIZE,
  CLUSTER_GRID_SIZE,
  CLUSTER_ICON_SIZES,
  CLUSTER_MINIMUM_SIZE,
  MinimumClusterSizeAlgorithm,
  clusterIconSize,
  createClusterAlgorithm,
  createClusterRenderer,
  createMarkerClusterer,
  type ClusterIconSize,
  type ClusterRenderer,
  type ClusterRendererOptions,
  type CreateMarkerClustererOptions,
} from './clustering/cluster-style.js';
export { clusterMessages } from './clustering/messages.js';
export {
  ManualAddressForm,
  type ManualAddressFormProps,
} from './components/manual-address-form/manual-address-form.js';
export {
  normalizeShortAddress,
  type AddressDefaults,
  type AddressInput,
  type ManualAddress,
} from './components/address-fields/address-schema.js';
export {
  DEFAULT_MAP_ID,
  LocationPicker,
  LocationPickerView,
  type LocationPickerProps,
  type LocationPickerViewProps,
} from './components/location-picker/location-picker.js';
export {
  RIYADH,
  coordinatesLabel,
  type GeocodedAddressParts,
  type PickedPoint,
} from './components/location-picker/picked-point.js';
export {
  AddressPicker,
  type AddressPickerProps,
} from './components/address-picker/address-picker.js';
export {
  CityPicker,
  type CityPickerItem,
  type CityPickerProps,
  type CityPickerState,
} from './components/city-picker/city-picker.js';
export { cityPickerMessages } from './components/city-picker/messages.js';
export { type AddressCityPicker } from './components/address-fields/address-fields.js';
export { TrackingMap, type TrackingMapProps } from './components/tracking-map/tracking-map.js';
