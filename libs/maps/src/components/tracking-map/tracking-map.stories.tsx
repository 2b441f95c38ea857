import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { GeoPoint } from '@matjar/api-client';
import { createFakeGoogleMaps, failingMapsLoader, pendingMapsLoader } from '../../testing.js';
import { StoryFrame, withMapsLocale } from '../story-decorators.js';
import { withFakePolylines } from './fake-polyline.js';
import { TrackingMap, type TrackingMapProps } from './tracking-map.js';

// A fake google.maps: the map is a plain div with the route drawn on it, nothing is fetched.
const fakeMaps = withFakePolylines(createFakeGoogleMaps());

/** From a store on Olaya Street to a house in Al Nakheel, Riyadh. */
const route: GeoPoint[] = [
  { lat: 24.6905, lng: 46.6855 },
  { lat: 24.6981, lng: 46.6812 },
  { lat: 24.7063, lng: 46.6744 },
  { lat: 24.7152, lng: 46.6651 },
  { lat: 24.7236, lng: 46.6553 },
  { lat: 24.7321, lng: 46.6462 },
  { lat: 24.742, lng: 46.638 },
];
const origin = route[0] ?? { lat: 24.6905, lng: 46.6855 };
const destination = route.at(-1) ?? { lat: 24.742, lng: 46.638 };

/** The delegate drives along the route, one point every two seconds, as polling would show. */
function MovingDelegate(props: TrackingMapProps) {
  const [step, setStep] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => (current + 1) % route.length), 2000);
    return () => clearInterval(timer);
  }, []);
  return <TrackingMap {...props} position={route[step] ?? props.position} />;
}

const meta = {
  title: 'maps/TrackingMap',
  component: TrackingMap,
  args: {
    apiKey: 'storybook-key',
    language: 'ar',
    mapsLoader: fakeMaps.load,
    origin,
    destination,
    position: route[3] ?? origin,
    route,
    labels: { delegate: 'فهد العتيبي' },
  },
  decorators: [withMapsLocale],
  render: (args) => (
    <StoryFrame>
      <TrackingMap {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof TrackingMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const DelegateMoving: Story = {
  render: (args) => (
    <StoryFrame>
      <MovingDelegate {...args} />
    </StoryFrame>
  ),
};
export const DelegateNameUnknown: Story = { args: { labels: {} } };
export const LoadingMap: Story = { args: { mapsLoader: pendingMapsLoader } };
export const WithoutKey: Story = { args: { apiKey: undefined } };
export const ScriptBlocked: Story = { args: { mapsLoader: failingMapsLoader('blocked') } };
export const English: Story = {
  args: { language: 'en', labels: { delegate: 'Fahad' } },
  globals: { locale: 'en' },
};
export const EnglishWithoutMap: Story = {
  args: { language: 'en', mapsLoader: failingMapsLoader('refused') },
  globals: { locale: 'en' },
};
