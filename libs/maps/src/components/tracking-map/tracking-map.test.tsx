import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import type { GeoPoint } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapsLoader } from '../../loader/google-maps-loader.js';
import {
  FakeLatLngBounds,
  FakeMap,
  createFakeGoogleMaps,
  failingMapsLoader,
  pendingMapsLoader,
  setGoogleMapsLoaderForTests,
} from '../../testing.js';
import { withFakePolylines } from './fake-polyline.js';
import { TrackingMap, type TrackingMapProps } from './tracking-map.js';
import * as stories from './tracking-map.stories.js';

const STORE: GeoPoint = { lat: 24.6905, lng: 46.6855 };
const HOME: GeoPoint = { lat: 24.742, lng: 46.638 };
const ROUTE: GeoPoint[] = [
  STORE,
  { lat: 24.7063, lng: 46.6744 },
  { lat: 24.7236, lng: 46.6553 },
  HOME,
];
const FALLBACK = "The map is not available; the order's progress is shown above";

function renderMap(props: Partial<TrackingMapProps> = {}) {
  const fake = createFakeGoogleMaps();
  const lines = withFakePolylines(fake);
  const ui = (next: Partial<TrackingMapProps>) => (
    <TestI18nProvider locale="en">
      <TrackingMap
        apiKey="test-key"
        language="en"
        mapsLoader={lines.load}
        origin={STORE}
        destination={HOME}
        position={{ lat: 24.7063, lng: 46.6744 }}
        route={ROUTE}
        labels={{ delegate: 'Fahad' }}
        {...props}
        {...next}
      />
    </TestI18nProvider>
  );
  const view = render(ui({}));
  return {
    fake,
    polylines: lines.polylines,
    view,
    rerenderWith: (next: Partial<TrackingMapProps>) => view.rerender(ui(next)),
    marker: (title: string) => {
      const found = fake.markers.find((marker) => marker.title === title);
      if (!found) throw new Error(`No marker titled "${title}" on the fake map`);
      return found;
    },
  };
}

afterEach(() => {
  setGoogleMapsLoaderForTests(undefined);
});

describe('TrackingMap', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await act(async () => undefined);
      await assertNoAxeViolations(container);
    },
  );

  it('draws the route, the store, the address and the delegate, fitted to the route', async () => {
    const fitBounds = vi.spyOn(FakeMap.prototype, 'fitBounds');
    const { fake, polylines, marker } = renderMap();

    expect(await screen.findByRole('figure', { name: 'Map of the delivery' })).toBeInTheDocument();
    expect(fake.maps).toHaveLength(1);
    expect(polylines).toHaveLength(1);
    expect(polylines[0]?.getPath()).toEqual(ROUTE);
    expect(polylines[0]?.getMap()).toBe(fake.maps[0]);
    expect(marker('Store').position).toEqual(STORE);
    expect(marker('Your address').position).toEqual(HOME);
    expect(marker('Fahad').position).toEqual({ lat: 24.7063, lng: 46.6744 });
    expect(fitBounds).toHaveBeenCalledOnce();
    const bounds = fitBounds.mock.calls[0]?.[0];
    expect(bounds).toBeInstanceOf(FakeLatLngBounds);
    expect(bounds?.toJSON()).toEqual({
      south: 24.6905,
      west: 46.638,
      north: 24.742,
      east: 46.6855,
    });
  });

  it('names the markers in a legend', async () => {
    renderMap();
    const legend = await screen.findByRole('list');
    expect(legend).toHaveTextContent('Store');
    expect(legend).toHaveTextContent('Your address');
    expect(legend).toHaveTextContent('Fahad');
  });

  it('calls the delegate "the delegate" when the name is unknown', async () => {
    const { marker } = renderMap({ labels: {} });
    await screen.findByRole('figure');
    expect(marker('The delegate').position).toEqual({ lat: 24.7063, lng: 46.6744 });
  });

  it('moves the delegate on a new position, without a new map or a new fit', async () => {
    const fitBounds = vi.spyOn(FakeMap.prototype, 'fitBounds');
    const { fake, polylines, marker, rerenderWith } = renderMap();
    await screen.findByRole('figure');
    const delegate = marker('Fahad');

    rerenderWith({ position: { lat: 24.7236, lng: 46.6553 } });

    expect(delegate.position).toEqual({ lat: 24.7236, lng: 46.6553 });
    expect(delegate.map).toBe(fake.maps[0]);
    expect(fake.maps).toHaveLength(1);
    expect(fake.markers).toHaveLength(3);
    expect(polylines).toHaveLength(1);
    expect(fitBounds).toHaveBeenCalledOnce();
  });

  it('redraws the line when the route changes', async () => {
    const { polylines, rerenderWith } = renderMap();
    await screen.findByRole('figure');
    const detour = [STORE, { lat: 24.71, lng: 46.69 }, HOME];

    rerenderWith({ route: detour });

    expect(polylines).toHaveLength(1);
    expect(polylines[0]?.getPath()).toEqual(detour);
  });

  it('shows only a note, and loads nothing, without a key', () => {
    const mapsLoader = vi.fn<MapsLoader>();
    renderMap({ apiKey: undefined, mapsLoader });

    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mapsLoader).not.toHaveBeenCalled();
  });

  it('shows that the map is loading until the libraries arrive', () => {
    renderMap({ mapsLoader: pendingMapsLoader });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
  });

  it('shows the note when the script cannot be loaded', async () => {
    renderMap({ mapsLoader: failingMapsLoader('blocked') });
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows the note and takes the markers away when Google refuses the key', async () => {
    const { fake, polylines, marker } = renderMap();
    await screen.findByRole('figure');
    const delegate = marker('Fahad');

    act(() => fake.refuseKey());

    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(delegate.map).toBeNull();
    expect(polylines[0]?.getMap()).toBeNull();
  });

  it('shows the note instead of throwing when the loaded maps cannot draw a line', async () => {
    // React reports the error the boundary caught; here it is expected.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The shared fake has no Polyline: a script that lacks what the map needs.
    const fake = createFakeGoogleMaps();
    renderMap({ mapsLoader: fake.load });

    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
  });

  it('takes the markers and the line off the map when it unmounts', async () => {
    const { fake, polylines, view } = renderMap();
    await screen.findByRole('figure');

    view.unmount();

    expect(fake.markers.map((marker) => marker.map)).toEqual([null, null, null]);
    expect(polylines[0]?.getMap()).toBeNull();
  });
});
