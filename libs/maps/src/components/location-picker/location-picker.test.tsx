import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapsLoader } from '../../loader/google-maps-loader.js';
import {
  type FakeGeocoderResult,
  FakeLatLng,
  createFakeGeolocation,
  createFakeGoogleMaps,
  failingMapsLoader,
  fakeListenerCount,
  pendingMapsLoader,
  riyadhAddress,
  setGoogleMapsLoaderForTests,
} from '../../testing.js';
import { LocationPicker, type LocationPickerProps } from './location-picker.js';
import * as stories from './location-picker.stories.js';

const KING_FAHD_ROAD = '2929 King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia';
const KING_FAHD_PARTS = {
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  building_number: '2929',
};

function renderPicker(props: Partial<LocationPickerProps> = {}) {
  const fake = createFakeGoogleMaps();
  const onChange = vi.fn();
  const view = render(
    <TestI18nProvider locale="en">
      <LocationPicker
        apiKey="test-key"
        language="en"
        mapsLoader={fake.load}
        onChange={onChange}
        fallback={<p>The manual address form</p>}
        {...props}
      />
    </TestI18nProvider>,
  );
  return { fake, onChange, view, user: userEvent.setup() };
}

const stubGeolocation = (geolocation: Geolocation | undefined) =>
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  setGoogleMapsLoaderForTests(undefined);
});

describe('LocationPicker', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await act(async () => undefined);
      await assertNoAxeViolations(container);
    },
  );

  it('opens the map on Riyadh with a draggable pin when no point is chosen', async () => {
    const { fake } = renderPicker();

    expect(
      await screen.findByText('Drag the pin or tap the map to mark the delivery location.'),
    ).toBeInTheDocument();
    expect(fake.maps[0]?.getCenter().toJSON()).toEqual({ lat: 24.7136, lng: 46.6753 });
    expect(fake.maps[0]?.options.mapId).toBe('DEMO_MAP_ID');
    expect(fake.pin()).toMatchObject({
      gmpDraggable: true,
      title: 'Delivery location',
      position: { lat: 24.7136, lng: 46.6753 },
    });
    expect(screen.getByRole('status')).toHaveTextContent('No location chosen yet.');
  });

  it('shows that the map is loading until the libraries arrive', () => {
    renderPicker({ mapsLoader: pendingMapsLoader });
    expect(screen.getByText('Loading the map…')).toBeInTheDocument();
  });

  it('reports the dragged pin with its coordinates and geocoded address', async () => {
    const { fake, onChange } = renderPicker();
    await screen.findByText(/Drag the pin/);
    let answer: (results: FakeGeocoderResult[]) => void = () => undefined;
    fake.setGeocode(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );

    act(() => fake.pin().drag({ lat: 24.75, lng: 46.7 }));

    expect(screen.getByRole('status')).toHaveTextContent('Locating the address…');
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => answer([riyadhAddress('en')]));

    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      lat: 24.75,
      lng: 46.7,
      label: KING_FAHD_ROAD,
      parts: KING_FAHD_PARTS,
    });
    expect(screen.getByRole('status')).toHaveTextContent(KING_FAHD_ROAD);
    expect(fake.geocodeRequests).toEqual([{ location: { lat: 24.75, lng: 46.7 }, language: 'en' }]);
  });

  it('shows and reports the coordinates when Google has no address for the point', async () => {
    const { fake, onChange } = renderPicker();
    await screen.findByText(/Drag the pin/);
    fake.setGeocode(() => null);

    act(() => fake.pin().drag({ lat: 24.75, lng: 46.7 }));

    const coordinates = await screen.findByText('24.750000, 46.700000');
    expect(coordinates.tagName).toBe('BDI');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      lat: 24.75,
      lng: 46.7,
      label: '24.750000, 46.700000',
    });
  });

  it('reports only the last point when the pin moves again before the address arrives', async () => {
    const { fake, onChange } = renderPicker();
    await screen.findByText(/Drag the pin/);
    const answers: ((results: FakeGeocoderResult[]) => void)[] = [];
    fake.setGeocode(() => new Promise((resolve) => answers.push(resolve)));

    act(() => fake.pin().drag({ lat: 24.75, lng: 46.7 }));
    act(() => fake.pin().drag({ lat: 24.8, lng: 46.65 }));
    await act(async () => answers[1]?.([riyadhAddress('en')]));
    await act(async () => answers[0]?.([{ ...riyadhAddress('en'), formatted_address: 'Old' }]));

    expect(onChange).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ lat: 24.8, lng: 46.65, label: KING_FAHD_ROAD }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(KING_FAHD_ROAD);
  });

  it('moves the pin where the map is tapped', async () => {
    const { fake, onChange } = renderPicker();
    await screen.findByText(/Drag the pin/);

    act(() => fake.maps[0]?.trigger('click', { latLng: new FakeLatLng(24.8, 46.6) }));

    expect(fake.pin().position).toEqual({ lat: 24.8, lng: 46.6 });
    expect(await screen.findByText(KING_FAHD_ROAD)).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ lat: 24.8, lng: 46.6 }));
  });

  it('moves the pin to the device with "My location"', async () => {
    stubGeolocation(createFakeGeolocation({ position: { lat: 24.774265, lng: 46.738586 } }));
    const { fake, onChange, user } = renderPicker();

    await user.click(await screen.findByRole('button', { name: 'My location' }));

    expect(fake.pin().position).toEqual({ lat: 24.774265, lng: 46.738586 });
    expect(fake.maps[0]?.getCenter().toJSON()).toEqual({ lat: 24.774265, lng: 46.738586 });
    expect(fake.maps[0]?.getZoom()).toBe(17);
    expect(await screen.findByText(KING_FAHD_ROAD)).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      lat: 24.774265,
      lng: 46.738586,
      label: KING_FAHD_ROAD,
      parts: KING_FAHD_PARTS,
    });
  });

  it.each([
    [
      1 as const,
      'Location access is turned off for this site. Allow it in your browser settings, or drag the pin to your address.',
    ],
    [2 as const, 'Your location could not be found. Drag the pin to your address instead.'],
    [
      3 as const,
      'Finding your location took too long. Try again, or drag the pin to your address.',
    ],
  ])('explains a geolocation failure with code %i and leaves the pin', async (code, text) => {
    stubGeolocation(createFakeGeolocation({ errorCode: code }));
    const { fake, onChange, user } = renderPicker();

    await user.click(await screen.findByRole('button', { name: 'My location' }));

    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(fake.pin().position).toEqual({ lat: 24.7136, lng: 46.6753 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when the browser cannot share the location', async () => {
    stubGeolocation(undefined);
    const { user } = renderPicker();

    await user.click(await screen.findByRole('button', { name: 'My location' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This browser cannot share your location. Drag the pin to your address.',
    );
  });

  it('clears the geolocation message once the pin is dragged', async () => {
    stubGeolocation(createFakeGeolocation({ errorCode: 1 }));
    const { fake, user } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'My location' }));

    act(() => fake.pin().drag({ lat: 24.75, lng: 46.7 }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback and a note, and loads nothing, without a key', () => {
    const mapsLoader = vi.fn<MapsLoader>();
    renderPicker({ apiKey: undefined, mapsLoader });

    expect(
      screen.getByText('The map is unavailable; enter the address by hand.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The manual address form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the map again' })).not.toBeInTheDocument();
    expect(mapsLoader).not.toHaveBeenCalled();
  });

  it('offers to try the map again when the script was blocked', async () => {
    const fake = createFakeGoogleMaps();
    const mapsLoader = vi
      .fn<MapsLoader>()
      .mockImplementationOnce(failingMapsLoader('blocked'))
      .mockImplementation(fake.load);
    const { user } = renderPicker({ mapsLoader });

    await user.click(await screen.findByRole('button', { name: 'Try the map again' }));

    expect(await screen.findByText(/Drag the pin/)).toBeInTheDocument();
    expect(screen.queryByText('The manual address form')).not.toBeInTheDocument();
  });

  it('falls back to the manual form when Google refuses the key after the map appeared', async () => {
    const { fake } = renderPicker();
    await screen.findByText(/Drag the pin/);

    act(() => fake.refuseKey());

    expect(screen.getByText('The manual address form')).toBeInTheDocument();
    expect(
      screen.getByText('The map is unavailable; enter the address by hand.'),
    ).toBeInTheDocument();
  });

  it('opens on the chosen point with its label, without asking Google again', async () => {
    const { fake } = renderPicker({
      value: { lat: 21.4858, lng: 39.1925, label: 'Al Rawdah, Jeddah' },
    });

    expect(await screen.findByText('Al Rawdah, Jeddah')).toBeInTheDocument();
    expect(fake.maps[0]?.getCenter().toJSON()).toEqual({ lat: 21.4858, lng: 39.1925 });
    expect(fake.maps[0]?.getZoom()).toBe(17);
    expect(fake.pin().position).toEqual({ lat: 21.4858, lng: 39.1925 });
    expect(fake.geocodeRequests).toEqual([]);
  });

  it('moves the pin when the parent changes the point', async () => {
    const { fake, onChange, view } = renderPicker({
      value: { lat: 21.4858, lng: 39.1925, label: 'Jeddah' },
    });
    await screen.findByText('Jeddah');

    view.rerender(
      <TestI18nProvider locale="en">
        <LocationPicker
          apiKey="test-key"
          language="en"
          mapsLoader={fake.load}
          onChange={onChange}
          value={{ lat: 26.4207, lng: 50.0888, label: 'Dammam' }}
        />
      </TestI18nProvider>,
    );

    expect(screen.getByText('Dammam')).toBeInTheDocument();
    expect(fake.pin().position).toEqual({ lat: 26.4207, lng: 50.0888 });
    expect(fake.maps[0]?.getCenter().toJSON()).toEqual({ lat: 26.4207, lng: 50.0888 });
  });

  it('takes the pin off the map and stops listening when it unmounts', async () => {
    const { fake, view } = renderPicker();
    await screen.findByText(/Drag the pin/);
    const pin = fake.pin();

    view.unmount();

    expect(pin.map).toBeNull();
    expect(fakeListenerCount(pin, 'dragend')).toBe(0);
    expect(fakeListenerCount(fake.maps[0] ?? {}, 'click')).toBe(0);
  });
});
