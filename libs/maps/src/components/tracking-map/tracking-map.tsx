import {
  Component,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useIntl } from 'react-intl';
import type { GeoPoint } from '@matjar/api-client';
import { Spinner } from '@matjar/ui';
import { useGoogleMaps } from '../../hooks/use-google-maps.js';
import type { GoogleMapsLibraries, MapsLoader } from '../../loader/google-maps-loader.js';
import { DEFAULT_MAP_ID } from '../location-picker/location-picker.js';
import { trackingMapMessages as m } from './messages.js';

/** The route's colour when the page's `--mj-color-brand` cannot be read. */
const ROUTE_COLOR = '#0b6b5d';
/** Room, in CSS pixels, between the route and the map's edges once it is fitted. */
const FIT_PADDING = 48;

type MarkerKind = 'store' | 'destination' | 'delegate';

/** The props of `TrackingMap`. */
export interface TrackingMapProps {
  /** The browser key of the Maps JavaScript API; without one only a short note is shown. */
  apiKey?: string | null;
  /** The language of the map's labels. */
  language: 'ar' | 'en';
  /** The store the order leaves from. */
  origin: GeoPoint;
  /** Where the order is delivered. */
  destination: GeoPoint;
  /** Where the delegate is now; the delegate's marker moves when it changes. */
  position: GeoPoint;
  /** The way from `origin` to `destination`, drawn as a line. */
  route: readonly GeoPoint[];
  /** Names on the map: `delegate` (the delegate's name) titles the delegate's marker. */
  labels?: { delegate?: string };
  /** Loads the Google Maps libraries; `loadGoogleMaps` by default, a fake in tests and stories. */
  mapsLoader?: MapsLoader;
  /** The map id Advanced Markers need. Default `DEFAULT_MAP_ID`. */
  mapId?: string;
  /** Added to the class of the map's figure (or of the note that replaces it). */
  className?: string;
}

/**
 * The map of an order on its way: the route as a line, a marker at the store, one at the
 * delivery address and the delegate's, which moves to each new `position` (the map stays; it is
 * fitted to the route once). Without a key, when the script fails or Google refuses the key, it
 * shows only a short note that the order's progress is shown above, and never throws: put the
 * order's progress steps above it.
 *
 * @example
 * const tracking = useOrderTracking(order.id); // refetched every few seconds
 * <OrderProgress order={order} />
 * <TrackingMap
 *   apiKey={env.GOOGLE_MAPS_KEY}
 *   language={locale}
 *   origin={tracking.origin}
 *   destination={tracking.destination}
 *   position={tracking.position}
 *   route={tracking.route}
 *   labels={{ delegate: tracking.delegate?.name }}
 * />
 */
export function TrackingMap({
  apiKey,
  language,
  mapsLoader,
  className,
  ...mapProps
}: TrackingMapProps) {
  const intl = useIntl();
  const googleMaps = useGoogleMaps(apiKey, { language, loader: mapsLoader });
  const classes = ['maps-tracking', className].filter(Boolean).join(' ');

  if (googleMaps.status === 'unavailable') {
    return <TrackingFallback className={classes} />;
  }
  if (googleMaps.status !== 'ready') {
    return (
      <div className={classes} data-state="loading">
        <div className="maps-tracking__map" data-state="loading">
          <Spinner label={intl.formatMessage(m.loading)} />
        </div>
      </div>
    );
  }
  return (
    <MapErrorBoundary fallback={<TrackingFallback className={classes} />}>
      <RouteMap className={classes} libraries={googleMaps.maps} {...mapProps} />
    </MapErrorBoundary>
  );
}

interface MapErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A script that loaded but misbehaves (a library missing, an old version) must not take the
 * tracking page down: the progress above it still tells the customer where the order is.
 */
class MapErrorBoundary extends Component<MapErrorBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

function TrackingFallback({ className }: { className: string }) {
  const intl = useIntl();
  return (
    <p className={`${className} maps-tracking__fallback`} data-state="unavailable">
      {intl.formatMessage(m.unavailable)}
    </p>
  );
}

interface RouteMapProps extends Omit<TrackingMapProps, 'apiKey' | 'language' | 'mapsLoader'> {
  className: string;
  libraries: GoogleMapsLibraries;
}

type Marker = google.maps.marker.AdvancedMarkerElement;

interface MapObjects {
  route: google.maps.Polyline;
  markers: Record<MarkerKind, Marker>;
}

const literalOf = ({ lat, lng }: GeoPoint): google.maps.LatLngLiteral => ({ lat, lng });

/** A pin drawn in CSS, so the markers need no image and follow the theme. */
function pinContent(kind: MarkerKind): HTMLElement {
  const pin = document.createElement('span');
  pin.className = 'maps-tracking__pin';
  pin.dataset['kind'] = kind;
  return pin;
}

function RouteMap({
  libraries,
  origin,
  destination,
  position,
  route,
  labels,
  mapId = DEFAULT_MAP_ID,
  className,
}: RouteMapProps) {
  const intl = useIntl();
  const containerRef = useRef<HTMLDivElement>(null);
  const routeRef = useRef<google.maps.Polyline | null>(null);
  const storeRef = useRef<Marker | null>(null);
  const destinationRef = useRef<Marker | null>(null);
  const delegateRef = useRef<Marker | null>(null);
  const captionId = useId();
  const delegateName = labels?.delegate || intl.formatMessage(m.delegate);

  const createMap = useEffectEvent((element: HTMLDivElement): MapObjects => {
    const map = new libraries.maps.Map(element, {
      center: literalOf(position),
      zoom: 13,
      mapId,
      clickableIcons: false,
      streetViewControl: false,
      mapTypeControl: false,
      fullscreenControl: false,
      // One finger scrolls the page, two move the map: the map sits in a scrolling page.
      gestureHandling: 'cooperative',
    });
    const color =
      getComputedStyle(element).getPropertyValue('--mj-color-brand').trim() || ROUTE_COLOR;
    const line = new libraries.maps.Polyline({
      map,
      path: route.map(literalOf),
      clickable: false,
      strokeColor: color,
      strokeOpacity: 0.85,
      strokeWeight: 5,
    });
    const marker = (kind: MarkerKind, at: GeoPoint, title: string, zIndex: number) =>
      new libraries.marker.AdvancedMarkerElement({
        map,
        position: literalOf(at),
        title,
        zIndex,
        content: pinContent(kind),
      });
    const markers = {
      store: marker('store', origin, intl.formatMessage(m.store), 1),
      destination: marker('destination', destination, intl.formatMessage(m.destination), 2),
      delegate: marker('delegate', position, delegateName, 3),
    };
    // Fitted once, when the map is made: later positions move the marker, not the view the
    // customer may have zoomed or panned.
    const bounds = new libraries.core.LatLngBounds();
    for (const point of [origin, ...route, destination, position]) bounds.extend(literalOf(point));
    map.fitBounds(bounds, FIT_PADDING);
    return { route: line, markers };
  });

  // Before paint, so the map and its markers exist whenever it is seen. This only renders in the
  // browser (the maps are never ready on the server). A failure here reaches `MapErrorBoundary`.
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const { route: line, markers } = createMap(element);
    routeRef.current = line;
    storeRef.current = markers.store;
    destinationRef.current = markers.destination;
    delegateRef.current = markers.delegate;
    return () => {
      routeRef.current = null;
      storeRef.current = null;
      destinationRef.current = null;
      delegateRef.current = null;
      for (const marker of Object.values(markers)) marker.map = null;
      line.setMap(null);
    };
  }, [libraries, mapId]);

  // The delegate's marker moves; the map, its view and the other markers stay.
  const { lat, lng } = position;
  useEffect(() => {
    const delegate = delegateRef.current;
    if (delegate) delegate.position = { lat, lng };
  }, [lat, lng]);

  const { lat: originLat, lng: originLng } = origin;
  useEffect(() => {
    const store = storeRef.current;
    if (store) store.position = { lat: originLat, lng: originLng };
  }, [originLat, originLng]);

  const { lat: destinationLat, lng: destinationLng } = destination;
  useEffect(() => {
    const marker = destinationRef.current;
    if (marker) marker.position = { lat: destinationLat, lng: destinationLng };
  }, [destinationLat, destinationLng]);

  // A new array with the same points (each poll) leaves the line alone.
  const path = JSON.stringify(route.map(literalOf));
  useEffect(() => {
    routeRef.current?.setPath(JSON.parse(path) as google.maps.LatLngLiteral[]);
  }, [path]);

  useEffect(() => {
    const delegate = delegateRef.current;
    if (delegate) delegate.title = delegateName;
  }, [delegateName]);

  return (
    <figure className={className} data-state="ready" aria-labelledby={captionId}>
      <div ref={containerRef} className="maps-tracking__map" />
      <figcaption className="maps-tracking__legend">
        <span className="mj-visually-hidden" id={captionId}>
          {intl.formatMessage(m.caption)}
        </span>
        <ul className="maps-tracking__keys">
          <li className="maps-tracking__key">
            <span className="maps-tracking__pin" data-kind="store" aria-hidden="true" />
            {intl.formatMessage(m.store)}
          </li>
          <li className="maps-tracking__key">
            <span className="maps-tracking__pin" data-kind="destination" aria-hidden="true" />
            {intl.formatMessage(m.destination)}
          </li>
          <li className="maps-tracking__key">
            <span className="maps-tracking__pin" data-kind="delegate" aria-hidden="true" />
            <bdi>{delegateName}</bdi>
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
