import { describe, expect, it, vi } from 'vitest';
import { riyadhAddress } from '../../testing.js';
import {
  type ReverseGeocoder,
  coordinatesLabel,
  isSamePoint,
  partsFromAddressComponents,
  reverseGeocode,
} from './picked-point.js';

const component = (name: string, types: string[]) => ({
  long_name: name,
  short_name: name,
  types,
});

describe('partsFromAddressComponents', () => {
  it('reads the city, district, street and building number of a Saudi address', () => {
    expect(partsFromAddressComponents(riyadhAddress('en').address_components)).toEqual({
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '2929',
    });
  });

  it('falls back to a neighbourhood and leaves out a street number that is not 4 digits', () => {
    expect(
      partsFromAddressComponents([
        component('12', ['street_number']),
        component('Hittin', ['neighborhood', 'political']),
        component('Riyadh', ['locality', 'political']),
      ]),
    ).toEqual({ city: 'Riyadh', district: 'Hittin' });
  });

  it('reads a building number written in Arabic-Indic digits', () => {
    expect(partsFromAddressComponents([component('٨٢٢٨', ['street_number'])])).toEqual({
      building_number: '8228',
    });
  });
});

describe('reverseGeocode', () => {
  const point = { lat: 24.7136, lng: 46.6753 };

  it('names the point with the first result, in the language asked for', async () => {
    const geocode = vi.fn<ReverseGeocoder['geocode']>().mockResolvedValue({
      results: [riyadhAddress('en'), riyadhAddress('ar')],
    });

    const named = await reverseGeocode({ geocode }, point, 'en');

    expect(geocode).toHaveBeenCalledWith({ location: point, language: 'en' });
    expect(named).toEqual({
      ...point,
      label: '2929 King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
      parts: {
        city: 'Riyadh',
        district: 'Al Olaya',
        street: 'King Fahd Road',
        building_number: '2929',
      },
    });
  });

  it('names the point by its coordinates when the geocoder fails or finds nothing', async () => {
    const failing: ReverseGeocoder = { geocode: () => Promise.reject(new Error('ZERO_RESULTS')) };
    const empty: ReverseGeocoder = { geocode: () => Promise.resolve({ results: [] }) };

    await expect(reverseGeocode(failing, point, 'ar')).resolves.toEqual({
      ...point,
      label: '24.713600, 46.675300',
    });
    await expect(reverseGeocode(empty, point, 'ar')).resolves.toEqual({
      ...point,
      label: '24.713600, 46.675300',
    });
  });
});

describe('coordinates', () => {
  it('are labelled to 6 decimals and compared at that precision', () => {
    expect(coordinatesLabel({ lat: 24.5, lng: -46.123456789 })).toBe('24.500000, -46.123457');
    expect(isSamePoint({ lat: 24.7, lng: 46.6 }, { lat: 24.7000001, lng: 46.6 })).toBe(true);
    expect(isSamePoint({ lat: 24.7, lng: 46.6 }, { lat: 24.70001, lng: 46.6 })).toBe(false);
  });
});
