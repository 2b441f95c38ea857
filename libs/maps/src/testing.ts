/// <reference types="google.maps" preserve="true" />
import type { APIOptions } from '@googlemaps/js-api-loader';
import {
  type GoogleMapsApi,
  type GoogleMapsLibraries,
  type GoogleMapsLibraryName,
  type MapsLoader,
  type MapsUnavailableReason,
  MapsUnavailableError,
  setGoogleMapsLoaderForTests,
} from './loader/google-maps-loader.js';

export { setGoogleMapsLoaderForTests };

// A fake of the part of `google.maps` this package uses, for tests (jsdom) and stories (no
// network): a map that draws a plain div, draggable markers drawn on it, a geocoder that answers
// from a function, LatLng, LatLngBounds, OverlayView (for the clusterer) and the event namespace.
// Its objects are cast to the real library types once, in `createFakeGoogleMaps`: they model only
// the members the package reads, and a missing one fails a test at once.

type Handler = (...args: unknown[]) => void;

/** A listener handle, as `addListener` returns it. */
export interface FakeMapsEventListener {
  remove(): void;
}

const listenersOf = new WeakMap<object, Map<string, Set<Handler>>>();

const fakeEvent = {
  addListener(instance: object, eventName: string, handler: Handler): FakeMapsEventListener {
    let byName = listenersOf.get(instance);
    if (!byName) {
      byName = new Map();
      listenersOf.set(instance, byName);
    }
    let handlers = byName.get(eventName);
    if (!handlers) {
      handlers = new Set();
      byName.set(eventName, handlers);
    }
    const registered = handlers;
    registered.add(handler);
    return { remove: () => registered.delete(handler) };
  },
  removeListener(listener: FakeMapsEventListener | null | undefined) {
    listener?.remove();
  },
  trigger(instance: object, eventName: string, ...args: unknown[]) {
    for (const handler of [...(listenersOf.get(instance)?.get(eventName) ?? [])]) handler(...args);
  },
  clearInstanceListeners(instance: object) {
    listenersOf.delete(instance);
  },
};

/** The number of listeners of an event on a fake object (to check that listeners are removed). */
export function fakeListenerCount(instance: object, eventName: string): number {
  return listenersOf.get(instance)?.get(eventName)?.size ?? 0;
}

class FakeEvented {
  addListener(eventName: string, handler: Handler): FakeMapsEventListener {
    return fakeEvent.addListener(this, eventName, handler);
  }

  /** Fires `eventName` with `args`, as the real API does when the user acts. */
  trigger(eventName: string, ...args: unknown[]) {
    fakeEvent.trigger(this, eventName, ...args);
  }
}

type LatLngInput = FakeLatLng | google.maps.LatLngLiteral;

/** A latitude and longitude, read with `lat()` and `lng()`. */
export class FakeLatLng {
  readonly #lat: number;
  readonly #lng: number;

  constructor(latOrLiteral: number | LatLngInput | null, lng?: number) {
    if (typeof latOrLiteral === 'number') {
      this.#lat = latOrLiteral;
      this.#lng = lng ?? 0;
    } else if (latOrLiteral instanceof FakeLatLng) {
      this.#lat = latOrLiteral.lat();
      this.#lng = latOrLiteral.lng();
    } else {
      this.#lat = latOrLiteral?.lat ?? Number.NaN;
      this.#lng = latOrLiteral?.lng ?? Number.NaN;
    }
  }

  lat() {
    return this.#lat;
  }

  lng() {
    return this.#lng;
  }

  equals(other: FakeLatLng | null) {
    return other !== null && other.lat() === this.#lat && other.lng() === this.#lng;
  }

  toJSON(): google.maps.LatLngLiteral {
    return { lat: this.#lat, lng: this.#lng };
  }

  toString() {
    return `(${this.#lat}, ${this.#lng})`;
  }
}

const literalOf = (value: LatLngInput | null | undefined): google.maps.LatLngLiteral | null =>
  value
    ? value instanceof FakeLatLng
      ? value.toJSON()
      : { lat: value.lat, lng: value.lng }
    : null;

/** A rectangle of latitudes and longitudes (no antimeridian handling). */
export class FakeLatLngBounds {
  #south = Number.POSITIVE_INFINITY;
  #west = Number.POSITIVE_INFINITY;
  #north = Number.NEGATIVE_INFINITY;
  #east = Number.NEGATIVE_INFINITY;

  constructor(southWest?: LatLngInput | null, northEast?: LatLngInput | null) {
    if (southWest) this.extend(southWest);
    if (northEast) this.extend(northEast);
  }

  extend(point: LatLngInput) {
    const literal = literalOf(point);
    if (!literal) return this;
    this.#south = Math.min(this.#south, literal.lat);
    this.#north = Math.max(this.#north, literal.lat);
    this.#west = Math.min(this.#west, literal.lng);
    this.#east = Math.max(this.#east, literal.lng);
    return this;
  }

  contains(point: LatLngInput) {
    const literal = literalOf(point);
    return (
      literal !== null &&
      literal.lat >= this.#south &&
      literal.lat <= this.#north &&
      literal.lng >= this.#west &&
      literal.lng <= this.#east
    );
  }

  getCenter() {
    return new FakeLatLng((this.#south + this.#north) / 2, (this.#west + this.#east) / 2);
  }

  isEmpty() {
    return this.#south > this.#north;
  }

  toJSON() {
    return { south: this.#south, west: this.#west, north: this.#north, east: this.#east };
  }
}

const TILE_SIZE = 256;

/** Web Mercator world pixels of a point at a zoom level. */
function worldPixels({ lat, lng }: google.maps.LatLngLiteral, zoom: number) {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

function fromWorldPixels(x: number, y: number, zoom: number): google.maps.LatLngLiteral {
  const scale = TILE_SIZE * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { lat, lng };
}

/** A map that draws a plain, left-to-right div (no tiles, no network) and its markers on it. */
export class FakeMap extends FakeEvented {
  readonly element: HTMLElement;
  readonly options: google.maps.MapOptions;
  readonly canvas: HTMLDivElement;
  readonly markers = new Set<FakeAdvancedMarkerElement>();
  #center: google.maps.LatLngLiteral;
  #zoom: number;

  constructor(element: HTMLElement, options: google.maps.MapOptions = {}) {
    super();
    this.element = element;
    this.options = options;
    this.#center = literalOf(options.center as LatLngInput | undefined) ?? { lat: 0, lng: 0 };
    this.#zoom = options.zoom ?? 12;
    this.canvas = document.createElement('div');
    this.canvas.dir = 'ltr';
    Object.assign(this.canvas.style, {
      position: 'relative',
      inlineSize: '100%',
      blockSize: '100%',
      overflow: 'hidden',
      cursor: 'crosshair',
      backgroundColor: '#e8eee9',
      backgroundImage:
        'linear-gradient(#d3ddd6 1px, transparent 1px), linear-gradient(90deg, #d3ddd6 1px, transparent 1px)',
      backgroundSize: '32px 32px',
    });
    this.canvas.addEventListener('click', (event) => {
      const latLng = this.#pointAt(event.clientX, event.clientY);
      this.trigger('click', { latLng: new FakeLatLng(latLng), domEvent: event });
    });
    element.replaceChildren(this.canvas);
  }

  #pointAt(clientX: number, clientY: number): google.maps.LatLngLiteral {
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return this.#center;
    const center = worldPixels(this.#center, this.#zoom);
    return fromWorldPixels(
      center.x + clientX - rect.left - rect.width / 2,
      center.y + clientY - rect.top - rect.height / 2,
      this.#zoom,
    );
  }

  /** Places every marker's drawing where its position falls on the div. */
  redraw() {
    const center = worldPixels(this.#center, this.#zoom);
    for (const marker of this.markers) {
      const position = literalOf(marker.position as LatLngInput | null);
      if (!position) continue;
      const at = worldPixels(position, this.#zoom);
      Object.assign(marker.element.style, {
        insetInlineStart: `calc(50% + ${at.x - center.x}px)`,
        insetBlockStart: `calc(50% + ${at.y - center.y}px)`,
      });
      if (marker.element.parentElement !== this.canvas) this.canvas.append(marker.element);
    }
  }

  getDiv() {
    return this.element;
  }

  getCenter() {
    return new FakeLatLng(this.#center);
  }

  setCenter(latLng: LatLngInput) {
    this.#center = literalOf(latLng) ?? this.#center;
    this.redraw();
  }

  panTo(latLng: LatLngInput) {
    this.setCenter(latLng);
  }

  getZoom() {
    return this.#zoom;
  }

  setZoom(zoom: number) {
    this.#zoom = zoom;
    this.redraw();
  }

  fitBounds(bounds: FakeLatLngBounds) {
    this.setCenter(bounds.getCenter());
  }

  getBounds() {
    return undefined;
  }

  /**
   * What `getProjection()` returns: nothing by default, so the clusterer waits as it does before
   * a real map is ready; a test sets an object to let `MarkerClusterer.render()` run.
   */
  projection: object | undefined = undefined;

  getProjection() {
    return this.projection;
  }

  getMapCapabilities() {
    return {
      isAdvancedMarkersAvailable: Boolean(this.options.mapId),
      isDataDrivenStylingAvailable: false,
    };
  }
}

/** A marker (`google.maps.marker.AdvancedMarkerElement`), drawn as a pin on its fake map. */
export class FakeAdvancedMarkerElement extends FakeEvented {
  gmpDraggable: boolean;
  title: string;
  zIndex: number | null;
  content: Node | null;
  #position: LatLngInput | null;
  #map: FakeMap | null = null;
  #element: HTMLSpanElement | undefined;

  constructor(options: google.maps.marker.AdvancedMarkerElementOptions = {}) {
    super();
    this.gmpDraggable = options.gmpDraggable ?? false;
    this.title = options.title ?? '';
    this.zIndex = options.zIndex ?? null;
    this.content = options.content ?? null;
    this.#position = (options.position as LatLngInput | null | undefined) ?? null;
    if (options.map) this.map = options.map as unknown as FakeMap;
  }

  /** The marker's drawing, made when it is first shown (thousands of markers stay cheap). */
  get element(): HTMLSpanElement {
    if (this.#element) return this.#element;
    const element = document.createElement('span');
    element.setAttribute('aria-hidden', 'true');
    Object.assign(element.style, {
      position: 'absolute',
      transform: 'translate(-50%, -100%)',
      zIndex: String(this.zIndex ?? 1),
    });
    if (this.content) {
      element.append(this.content);
    } else {
      Object.assign(element.style, {
        inlineSize: '1.5rem',
        blockSize: '1.5rem',
        borderRadius: '50% 50% 50% 0',
        background: '#0b6b5d',
        border: '3px solid #ffffff',
        boxShadow: '0 2px 6px rgb(0 0 0 / 0.35)',
        transform: 'translate(-50%, -120%) rotate(-45deg)',
      });
    }
    this.#element = element;
    return element;
  }

  get position(): LatLngInput | null {
    return this.#position;
  }

  set position(value: LatLngInput | null) {
    this.#position = value;
    this.#map?.redraw();
  }

  get map(): FakeMap | null {
    return this.#map;
  }

  set map(value: FakeMap | null) {
    this.#map?.markers.delete(this);
    this.#element?.remove();
    this.#map = value;
    value?.markers.add(this);
    value?.redraw();
  }

  /** The user drags the marker to `to` and lets go: `position` changes, then `dragend` fires. */
  drag(to: google.maps.LatLngLiteral) {
    this.trigger('dragstart', { latLng: new FakeLatLng(literalOf(this.#position)) });
    this.position = to;
    this.trigger('dragend', { latLng: new FakeLatLng(to) });
  }
}

/** An address as the fake geocoder returns it: the fields of a `GeocoderResult` the package reads. */
export type FakeGeocoderResult = Pick<
  google.maps.GeocoderResult,
  'address_components' | 'formatted_address'
>;

/** Answers a reverse-geocoding request: results, or `null` for none (the promise rejects). */
export type FakeGeocode = (
  location: google.maps.LatLngLiteral,
  language: string | undefined,
) => FakeGeocoderResult[] | null | Promise<FakeGeocoderResult[] | null>;

const component = (name: string, types: string[]): google.maps.GeocoderAddressComponent => ({
  long_name: name,
  short_name: name,
  types,
});

/**
 * An address on King Fahd Road in Al Olaya, Riyadh, in the request's language: the fake
 * geocoder's default answer for every point.
 */
export function riyadhAddress(language: string | undefined = 'ar'): FakeGeocoderResult {
  const isArabic = language !== 'en';
  const street = isArabic ? 'طريق الملك فهد' : 'King Fahd Road';
  const district = isArabic ? 'العليا' : 'Al Olaya';
  const city = isArabic ? 'الرياض' : 'Riyadh';
  return {
    formatted_address: isArabic
      ? `2929 ${street}، ${district}، ${city} 12214، السعودية`
      : `2929 ${street}, ${district}, ${city} 12214, Saudi Arabia`,
    address_components: [
      component('2929', ['street_number']),
      component(street, ['route']),
      component(district, ['sublocality_level_1', 'sublocality', 'political']),
      component(city, ['locality', 'political']),
      component(isArabic ? 'منطقة الرياض' : 'Riyadh Province', [
        'administrative_area_level_1',
        'political',
      ]),
      component(isArabic ? 'السعودية' : 'Saudi Arabia', ['country', 'political']),
      component('12214', ['postal_code']),
    ],
  };
}

export interface FakeGoogleMapsOptions {
  /** Reverse geocoding; by default every point is `riyadhAddress(language)`. */
  geocode?: FakeGeocode;
}

export interface FakeGoogleMaps {
  /** The libraries, as `loadGoogleMaps` resolves them. */
  libraries: GoogleMapsLibraries;
  /** A `MapsLoader` for components' `mapsLoader` prop: the libraries, or `no-key` without a key. */
  load: MapsLoader;
  /** Stands in for `@googlemaps/js-api-loader` in `setGoogleMapsLoaderForTests`. */
  api: GoogleMapsApi & { options: APIOptions[]; imported: GoogleMapsLibraryName[] };
  /** Every map created, oldest first. */
  maps: FakeMap[];
  /** Every marker created, oldest first (cluster icons included). */
  markers: FakeAdvancedMarkerElement[];
  /** Every geocoding request, oldest first. */
  geocodeRequests: google.maps.GeocoderRequest[];
  /** Changes the geocoder's answers. */
  setGeocode(geocode: FakeGeocode): void;
  /** The last draggable marker created (a location picker's pin). */
  pin(): FakeAdvancedMarkerElement;
  /** Google refuses the key: calls `window.gm_authFailure`, as the real API does. */
  refuseKey(): void;
  /** Makes this fake the global `google.maps` (for `@googlemaps/markerclusterer`); returns the undo. */
  install(): () => void;
}

/**
 * A fake `google.maps` that draws a plain div and answers reverse geocoding from a function.
 *
 * @example
 * const fake = createFakeGoogleMaps();
 * render(<LocationPicker apiKey="test-key" language="en" mapsLoader={fake.load} onChange={onChange} />);
 * act(() => fake.pin().drag({ lat: 24.7, lng: 46.68 }));
 */
export function createFakeGoogleMaps({ geocode }: FakeGoogleMapsOptions = {}): FakeGoogleMaps {
  const maps: FakeMap[] = [];
  const markers: FakeAdvancedMarkerElement[] = [];
  const geocodeRequests: google.maps.GeocoderRequest[] = [];
  let answer: FakeGeocode = geocode ?? ((_location, language) => [riyadhAddress(language)]);

  class TrackedMap extends FakeMap {
    constructor(element: HTMLElement, options?: google.maps.MapOptions) {
      super(element, options);
      maps.push(this);
    }
  }

  class TrackedMarker extends FakeAdvancedMarkerElement {
    constructor(options?: google.maps.marker.AdvancedMarkerElementOptions) {
      super(options);
      markers.push(this);
    }
  }

  class FakeGeocoder {
    async geocode(request: google.maps.GeocoderRequest) {
      geocodeRequests.push(request);
      const location = literalOf(request.location as LatLngInput | undefined);
      const results = location ? await answer(location, request.language ?? undefined) : null;
      if (!results || results.length === 0) throw new Error('ZERO_RESULTS');
      return { results };
    }
  }

  // MarkerClusterer copies OverlayView's methods with for…in, so they must be enumerable.
  const overlayMaps = new WeakMap<object, FakeMap | null>();
  function FakeOverlayView() {}
  Object.assign(FakeOverlayView.prototype, {
    setMap(this: { onAdd?: () => void; onRemove?: () => void }, map: FakeMap | null) {
      const previous = overlayMaps.get(this) ?? null;
      overlayMaps.set(this, map);
      if (previous && !map) this.onRemove?.();
      if (map && !previous) this.onAdd?.();
    },
    getMap(this: object) {
      return overlayMaps.get(this) ?? null;
    },
    getProjection() {
      return undefined;
    },
    getPanes() {
      return null;
    },
  });

  const fakeLibraries = {
    core: { LatLng: FakeLatLng, LatLngBounds: FakeLatLngBounds, event: fakeEvent },
    maps: { Map: TrackedMap, OverlayView: FakeOverlayView },
    marker: { AdvancedMarkerElement: TrackedMarker },
    geocoding: { Geocoder: FakeGeocoder },
  };
  // The one cast between the fake and the real types (see the note at the top of this file).
  const libraries = fakeLibraries as unknown as GoogleMapsLibraries;

  const api: FakeGoogleMaps['api'] = {
    options: [],
    imported: [],
    setOptions(options) {
      api.options.push(options);
    },
    importLibrary(name) {
      api.imported.push(name);
      return Promise.resolve(libraries[name]);
    },
  };

  return {
    libraries,
    load: ({ apiKey }) =>
      apiKey?.trim()
        ? Promise.resolve(libraries)
        : Promise.reject(new MapsUnavailableError('no-key')),
    api,
    maps,
    markers,
    geocodeRequests,
    setGeocode(next) {
      answer = next;
    },
    pin() {
      const pin = markers.findLast((marker) => marker.gmpDraggable);
      if (!pin) throw new Error('No draggable marker has been created on the fake map');
      return pin;
    },
    refuseKey() {
      window.gm_authFailure?.();
    },
    install() {
      const holder = globalThis as { google?: unknown };
      const previous = holder.google;
      holder.google = {
        maps: {
          ...fakeLibraries.core,
          ...fakeLibraries.maps,
          ...fakeLibraries.geocoding,
          marker: fakeLibraries.marker,
        },
      };
      return () => {
        holder.google = previous;
      };
    },
  };
}

/** A `MapsLoader` that never settles: the map stays loading (for stories and tests). */
export const pendingMapsLoader: MapsLoader = () => new Promise(() => undefined);

/** A `MapsLoader` that fails with `reason` (for stories and tests of the fallback). */
export function failingMapsLoader(reason: MapsUnavailableReason): MapsLoader {
  return () => Promise.reject(new MapsUnavailableError(reason));
}

export interface FakeGeolocationOptions {
  /** Where the device is. */
  position?: google.maps.LatLngLiteral;
  /** Fail instead: 1 permission denied, 2 position unavailable, 3 timeout. */
  errorCode?: 1 | 2 | 3;
}

/** A `navigator.geolocation` that answers at once, with a position or an error. */
export function createFakeGeolocation({
  position = { lat: 24.774265, lng: 46.738586 },
  errorCode,
}: FakeGeolocationOptions = {}): Geolocation {
  const getCurrentPosition: Geolocation['getCurrentPosition'] = (success, failure) => {
    if (errorCode) {
      failure?.({
        code: errorCode,
        message: 'fake',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
      return;
    }
    const coords = {
      latitude: position.lat,
      longitude: position.lng,
      accuracy: 12,
      altitude: null,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
    };
    success({
      coords: { ...coords, toJSON: () => coords },
      timestamp: Date.now(),
      toJSON: () => ({}),
    });
  };
  return {
    getCurrentPosition,
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
}
