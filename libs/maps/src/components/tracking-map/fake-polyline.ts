/// <reference types="google.maps" preserve="true" />
import {
  type GoogleMapsLibraries,
  type MapsLoader,
  MapsUnavailableError,
} from '../../loader/google-maps-loader.js';
import type { FakeGoogleMaps, FakeMap } from '../../testing.js';

// The shared fake `google.maps` of `@matjar/maps/testing` has no Polyline (no other component
// draws lines); the tracking map's tests and stories add this one to it, drawn as an SVG line on
// the fake map's plain div.

const TILE_SIZE = 256;
const SVG = 'http://www.w3.org/2000/svg';

/** Web Mercator world pixels of a point at a zoom level, as the fake map places its markers. */
function worldPixels({ lat, lng }: google.maps.LatLngLiteral, zoom: number) {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** A `google.maps.Polyline`: its path and map, and a line drawn on the fake map. */
export class FakePolyline {
  readonly options: google.maps.PolylineOptions;
  #path: google.maps.LatLngLiteral[];
  #map: FakeMap | null = null;
  #drawing: SVGSVGElement | undefined;

  constructor(options: google.maps.PolylineOptions = {}) {
    this.options = options;
    this.#path = [...((options.path ?? []) as readonly google.maps.LatLngLiteral[])];
    this.setMap((options.map as unknown as FakeMap | null | undefined) ?? null);
  }

  getPath(): google.maps.LatLngLiteral[] {
    return this.#path;
  }

  setPath(path: readonly google.maps.LatLngLiteral[]) {
    this.#path = [...path];
    this.#draw();
  }

  getMap(): FakeMap | null {
    return this.#map;
  }

  setMap(map: FakeMap | null) {
    this.#drawing?.remove();
    this.#drawing = undefined;
    this.#map = map;
    // After the caller has centred the map (it fits the bounds right after making the line).
    if (map && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => this.#draw());
    }
  }

  #draw() {
    const map = this.#map;
    if (!map) return;
    const zoom = map.getZoom();
    const center = worldPixels(map.getCenter().toJSON(), zoom);
    const points = this.#path
      .map((point) => worldPixels(point, zoom))
      .map(({ x, y }) => `${x - center.x},${y - center.y}`)
      .join(' ');
    if (!this.#drawing) {
      this.#drawing = document.createElementNS(SVG, 'svg');
      this.#drawing.setAttribute('aria-hidden', 'true');
      Object.assign(this.#drawing.style, { position: 'absolute', inset: '0', overflow: 'visible' });
      this.#drawing.setAttribute('width', '100%');
      this.#drawing.setAttribute('height', '100%');
      const centred = document.createElementNS(SVG, 'svg');
      centred.setAttribute('x', '50%');
      centred.setAttribute('y', '50%');
      centred.setAttribute('overflow', 'visible');
      const line = document.createElementNS(SVG, 'polyline');
      line.setAttribute('fill', 'none');
      line.setAttribute('stroke', this.options.strokeColor ?? '#0b6b5d');
      line.setAttribute('stroke-width', String(this.options.strokeWeight ?? 4));
      line.setAttribute('stroke-opacity', String(this.options.strokeOpacity ?? 1));
      line.setAttribute('stroke-linejoin', 'round');
      centred.append(line);
      this.#drawing.append(centred);
      map.canvas.prepend(this.#drawing);
    }
    this.#drawing.querySelector('polyline')?.setAttribute('points', points);
  }
}

/** A fake `google.maps` with lines: the libraries, a loader for `mapsLoader`, the lines made. */
export interface FakeGoogleMapsWithLines {
  libraries: GoogleMapsLibraries;
  load: MapsLoader;
  polylines: FakePolyline[];
}

/**
 * `fake`'s libraries with a `Polyline` added to the `maps` library.
 *
 * @example
 * const fake = createFakeGoogleMaps();
 * const { load, polylines } = withFakePolylines(fake);
 * render(<TrackingMap apiKey="key" mapsLoader={load} … />);
 */
export function withFakePolylines(fake: FakeGoogleMaps): FakeGoogleMapsWithLines {
  const polylines: FakePolyline[] = [];
  class TrackedPolyline extends FakePolyline {
    constructor(options?: google.maps.PolylineOptions) {
      super(options);
      polylines.push(this);
    }
  }
  // The one cast between this fake and the real types, as in `createFakeGoogleMaps`.
  const libraries = {
    ...fake.libraries,
    maps: { ...fake.libraries.maps, Polyline: TrackedPolyline },
  } as unknown as GoogleMapsLibraries;
  return {
    libraries,
    load: ({ apiKey }) =>
      apiKey?.trim()
        ? Promise.resolve(libraries)
        : Promise.reject(new MapsUnavailableError('no-key')),
    polylines,
  };
}
