import {
  type ReactNode,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Button, Spinner } from '@matjar/ui';
import { type GoogleMapsState, useGoogleMaps } from '../../hooks/use-google-maps.js';
import type { GoogleMapsLibraries, MapsLoader } from '../../loader/google-maps-loader.js';
import { locationPickerMessages as m } from './messages.js';
import { type PickedPoint, RIYADH, isSamePoint, reverseGeocode } from './picked-point.js';

/**
 * Google's demonstration map id: Advanced Markers need a map id. Pass the store's own map id
 * (Google Cloud console → Map management) in production.
 */
export const DEFAULT_MAP_ID = 'DEMO_MAP_ID';

const CITY_ZOOM = 12;
const STREET_ZOOM = 17;
const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

type LatLngLiteral = google.maps.LatLngLiteral;
type GeolocationState = 'idle' | 'locating' | 'denied' | 'unavailable' | 'timeout' | 'unsupported';

const geolocationMessages = {
  denied: m.permissionDenied,
  unavailable: m.positionUnavailable,
  timeout: m.positionTimeout,
  unsupported: m.geolocationUnsupported,
} as const;

/** The props of `LocationPicker`. */
export interface LocationPickerProps {
  /** The browser key of the Maps JavaScript API; without one the fallback is shown at once. */
  apiKey: string | null | undefined;
  /** The language of the map and of the geocoded address. */
  language: string;
  /**
   * The chosen point, when the parent holds it (pass back what `onChange` gave). Without it the
   * map opens on Riyadh and the picker remembers the last point itself.
   */
  value?: PickedPoint | null;
  /** After the pin has moved and its address has been looked up (or not found). */
  onChange: (point: PickedPoint) => void;
  /** Shown instead of the map when the map is unavailable: the app passes `ManualAddressForm`. */
  fallback?: ReactNode;
  /** Loads the Google Maps libraries; `loadGoogleMaps` by default, a fake in tests and stories. */
  mapsLoader?: MapsLoader;
  /** The map id Advanced Markers need. Default `DEFAULT_MAP_ID`. */
  mapId?: string;
  className?: string;
}

/**
 * A map to mark the delivery location: a draggable pin (also moved by a tap on the map or by
 * "My location"), and the pin's address from reverse geocoding under the map ("Locating the
 * address…" meanwhile, the coordinates when Google has no address). When the map is unavailable
 * (no key, script blocked or slow, key refused) it shows a short note and `fallback` instead.
 *
 * @example
 * <LocationPicker
 *   apiKey={env.GOOGLE_MAPS_KEY}
 *   language={locale}
 *   value={point}
 *   onChange={setPoint}
 *   fallback={<ManualAddressForm onSubmit={save} />}
 * />
 */
export function LocationPicker({ apiKey, language, mapsLoader, ...rest }: LocationPickerProps) {
  const googleMaps = useGoogleMaps(apiKey, { language, loader: mapsLoader });
  return <LocationPickerView googleMaps={googleMaps} language={language} {...rest} />;
}

/** The props of `LocationPickerView`: those of `LocationPicker`, with the maps' state instead of a key. */
export interface LocationPickerViewProps extends Omit<
  LocationPickerProps,
  'apiKey' | 'mapsLoader'
> {
  /** The state of `useGoogleMaps`, when the parent loads the maps itself. */
  googleMaps: GoogleMapsState;
}

/** `LocationPicker` over a `useGoogleMaps` state the parent already holds. */
export function LocationPickerView({
  googleMaps,
  fallback,
  className,
  ...mapProps
}: LocationPickerViewProps) {
  const intl = useIntl();
  const classes = ['maps-location-picker', className].filter(Boolean).join(' ');

  if (googleMaps.status === 'unavailable') {
    const canRetry = googleMaps.reason === 'blocked' || googleMaps.reason === 'timeout';
    return (
      <div className={classes} data-state="unavailable">
        <div className="maps-location-picker__notice">
          <p className="maps-location-picker__note">{intl.formatMessage(m.unavailable)}</p>
          {canRetry ? (
            <Button variant="secondary" size="sm" onClick={googleMaps.retry}>
              {intl.formatMessage(m.retry)}
            </Button>
          ) : null}
        </div>
        {fallback}
      </div>
    );
  }

  if (googleMaps.status !== 'ready') {
    return (
      <div className={classes} data-state="loading">
        <div className="maps-location-picker__map" data-state="loading">
          <Spinner label={intl.formatMessage(m.loadingMap)} />
        </div>
      </div>
    );
  }

  return <MapPicker className={classes} libraries={googleMaps.maps} {...mapProps} />;
}

interface MapPickerProps extends Omit<LocationPickerViewProps, 'googleMaps' | 'fallback'> {
  libraries: GoogleMapsLibraries;
}

type MarkerPosition = google.maps.marker.AdvancedMarkerElement['position'];

function literalOf(
  position: MarkerPosition | undefined,
  LatLng: typeof google.maps.LatLng,
): LatLngLiteral | null {
  if (!position) return null;
  if (position instanceof LatLng) return position.toJSON();
  return { lat: position.lat, lng: position.lng };
}

function MapPicker({
  libraries,
  language,
  value,
  onChange,
  mapId = DEFAULT_MAP_ID,
  className,
}: MapPickerProps) {
  const intl = useIntl();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const pinRef = useRef<google.maps.marker.AdvancedMarkerElement | null>(null);
  const geocoderRef = useRef<google.maps.Geocoder | null>(null);
  const lookupRef = useRef(0);
  const [isLookingUp, setIsLookingUp] = useState(false);
  const [picked, setPicked] = useState<PickedPoint | null>(null);
  const [geolocation, setGeolocation] = useState<GeolocationState>('idle');

  // Names the point, then reports it; a later move wins over a slower, earlier lookup.
  const pickPoint = (point: LatLngLiteral) => {
    lookupRef.current += 1;
    const lookup = lookupRef.current;
    setIsLookingUp(true);
    geocoderRef.current ??= new libraries.geocoding.Geocoder();
    void reverseGeocode(geocoderRef.current, point, language).then((named) => {
      if (lookup !== lookupRef.current) return;
      setIsLookingUp(false);
      setPicked(named);
      onChange(named);
    });
  };

  const handlePinMoved = useEffectEvent((point: LatLngLiteral) => {
    setGeolocation('idle');
    pickPoint(point);
  });

  const createMap = useEffectEvent((element: HTMLDivElement) => {
    const start = value ? { lat: value.lat, lng: value.lng } : RIYADH;
    const map = new libraries.maps.Map(element, {
      center: start,
      zoom: value ? STREET_ZOOM : CITY_ZOOM,
      mapId,
      clickableIcons: false,
      streetViewControl: false,
      mapTypeControl: false,
      fullscreenControl: false,
    });
    const pin = new libraries.marker.AdvancedMarkerElement({
      map,
      position: start,
      gmpDraggable: true,
      title: intl.formatMessage(m.pin),
    });
    return { map, pin };
  });

  // Before paint, so the map and its pin exist whenever the picker is seen. This component only
  // renders in the browser (the maps are never ready on the server).
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const { map, pin } = createMap(element);
    mapRef.current = map;
    pinRef.current = pin;
    const dragging = pin.addListener(
      'dragend',
      (event?: { latLng?: google.maps.LatLng | null }) => {
        const point = event?.latLng?.toJSON() ?? literalOf(pin.position, libraries.core.LatLng);
        if (point) handlePinMoved(point);
      },
    );
    const tapping = map.addListener('click', (event: google.maps.MapMouseEvent) => {
      const point = event.latLng?.toJSON();
      if (!point) return;
      pin.position = point;
      handlePinMoved(point);
    });
    return () => {
      dragging.remove();
      tapping.remove();
      pin.map = null;
      mapRef.current = null;
      pinRef.current = null;
    };
    // The map is made once per set of libraries and map id; `value` only places the first pin.
  }, [libraries, mapId]);

  const valueLat = value?.lat;
  const valueLng = value?.lng;
  useEffect(() => {
    const pin = pinRef.current;
    if (valueLat === undefined || valueLng === undefined || !pin) return;
    const next = { lat: valueLat, lng: valueLng };
    const current = literalOf(pin.position, libraries.core.LatLng);
    if (current && isSamePoint(current, next)) return;
    pin.position = next;
    mapRef.current?.panTo(next);
  }, [valueLat, valueLng, libraries]);

  const handleMyLocation = () => {
    const locator = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!locator) {
      setGeolocation('unsupported');
      return;
    }
    setGeolocation('locating');
    locator.getCurrentPosition(
      ({ coords }) => {
        setGeolocation('idle');
        const point = { lat: coords.latitude, lng: coords.longitude };
        if (pinRef.current) pinRef.current.position = point;
        mapRef.current?.panTo(point);
        mapRef.current?.setZoom(STREET_ZOOM);
        pickPoint(point);
      },
      (error) =>
        setGeolocation(error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable'),
      GEOLOCATION_OPTIONS,
    );
  };

  const shown = value !== undefined ? value : picked;
  const geolocationError =
    geolocation === 'idle' || geolocation === 'locating'
      ? undefined
      : geolocationMessages[geolocation];

  return (
    <div className={className} data-state="ready">
      <p className="maps-location-picker__instructions">{intl.formatMessage(m.instructions)}</p>
      <div ref={containerRef} className="maps-location-picker__map" />
      <div className="maps-location-picker__bar">
        <div className="maps-location-picker__address" role="status">
          <span className="maps-location-picker__address-title">
            {intl.formatMessage(m.chosenAddress)}
          </span>
          <span className="maps-location-picker__address-text">
            {geolocation === 'locating' ? (
              intl.formatMessage(m.findingLocation)
            ) : isLookingUp ? (
              intl.formatMessage(m.addressPending)
            ) : shown ? (
              <bdi>{shown.label}</bdi>
            ) : (
              intl.formatMessage(m.noPoint)
            )}
          </span>
        </div>
        <Button
          className="maps-location-picker__locate"
          variant="secondary"
          size="sm"
          isLoading={geolocation === 'locating'}
          onClick={handleMyLocation}
        >
          <span aria-hidden="true" className="maps-location-picker__locate-icon" />
          {intl.formatMessage(m.myLocation)}
        </Button>
      </div>
      {geolocationError ? (
        <p className="maps-location-picker__error" role="alert">
          {intl.formatMessage(geolocationError)}
        </p>
      ) : null}
    </div>
  );
}
