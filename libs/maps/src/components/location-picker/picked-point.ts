/// <reference types="google.maps" preserve="true" />
import { toAsciiDigits } from '@matjar/i18n';

/** Riyadh, where the map opens when no point is chosen yet. */
export const RIYADH: google.maps.LatLngLiteral = { lat: 24.7136, lng: 46.6753 };

/** The parts of a national address that reverse geocoding can fill in. */
export interface GeocodedAddressParts {
  city?: string;
  district?: string;
  street?: string;
  /** Only when Google's street number is a 4-digit Saudi building number. */
  building_number?: string;
}

/** A point chosen on the map and what it is called. */
export interface PickedPoint {
  lat: number;
  lng: number;
  /** Google's address of the point, or its coordinates when it has none. */
  label: string;
  /** The address parts Google gave, to prefill a form. */
  parts?: GeocodedAddressParts;
}

/** The point's coordinates as a label: `24.713600, 46.675300` (6 decimals, about 10 cm). */
export function coordinatesLabel({ lat, lng }: google.maps.LatLngLiteral): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/** True when two points are the same to the 6th decimal. */
export function isSamePoint(a: google.maps.LatLngLiteral, b: google.maps.LatLngLiteral): boolean {
  return coordinatesLabel(a) === coordinatesLabel(b);
}

const firstOfType = (
  components: readonly google.maps.GeocoderAddressComponent[],
  types: readonly string[],
): string | undefined => {
  for (const type of types) {
    const found = components.find((component) => component.types.includes(type));
    if (found?.long_name.trim()) return found.long_name.trim();
  }
  return undefined;
};

/** Reads city, district, street and building number from Google's address components. */
export function partsFromAddressComponents(
  components: readonly google.maps.GeocoderAddressComponent[],
): GeocodedAddressParts {
  const building = toAsciiDigits(firstOfType(components, ['street_number']) ?? '').trim();
  const city = firstOfType(components, ['locality', 'administrative_area_level_2', 'postal_town']);
  const district = firstOfType(components, [
    'sublocality_level_1',
    'sublocality',
    'neighborhood',
    'sublocality_level_2',
  ]);
  const street = firstOfType(components, ['route']);
  return {
    ...(city ? { city } : {}),
    ...(district ? { district } : {}),
    ...(street ? { street } : {}),
    ...(/^\d{4}$/.test(building) ? { building_number: building } : {}),
  };
}

/** The geocoder surface the picker uses. */
export interface ReverseGeocoder {
  geocode(request: google.maps.GeocoderRequest): Promise<{
    results: readonly Pick<
      google.maps.GeocoderResult,
      'address_components' | 'formatted_address'
    >[];
  }>;
}

/**
 * Names a point with the geocoder: its first result's address and parts, or its coordinates when
 * Google has no address for it or the request fails.
 */
export async function reverseGeocode(
  geocoder: ReverseGeocoder,
  point: google.maps.LatLngLiteral,
  language: string | undefined,
): Promise<PickedPoint> {
  const fallback: PickedPoint = { lat: point.lat, lng: point.lng, label: coordinatesLabel(point) };
  try {
    const { results } = await geocoder.geocode({
      location: point,
      ...(language ? { language } : {}),
    });
    const first = results[0];
    if (!first?.formatted_address.trim()) return fallback;
    return {
      lat: point.lat,
      lng: point.lng,
      label: first.formatted_address.trim(),
      parts: partsFromAddressComponents(first.address_components),
    };
  } catch {
    return fallback;
  }
}
