import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createFakeGoogleMaps } from '../../testing.js';
import { ManualAddressForm } from '../manual-address-form/manual-address-form.js';
import { StoryFrame, withMapsLocale } from '../story-decorators.js';
import { LocationPickerView } from './location-picker.js';

// A fake google.maps: the map is a plain div (tap it to move the pin), nothing is fetched.
const fakeMaps = createFakeGoogleMaps();

/** The view is given the state of `useGoogleMaps` its parent holds (the address picker's). */
const meta = {
  title: 'maps/LocationPickerView',
  component: LocationPickerView,
  args: {
    googleMaps: { status: 'ready', maps: fakeMaps.libraries, retry: fn() },
    language: 'ar',
    onChange: fn(),
    fallback: <ManualAddressForm onSubmit={fn()} />,
  },
  argTypes: { googleMaps: { control: false } },
  decorators: [withMapsLocale],
  render: (args) => (
    <StoryFrame>
      <LocationPickerView {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof LocationPickerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map is available and no point is chosen yet: it opens on Riyadh. */
export const MapAvailable: Story = {};

export const English: Story = { args: { language: 'en' }, globals: { locale: 'en' } };

/** The map is available, with the customer's chosen point and its address. */
export const WithChosenPoint: Story = {
  args: {
    value: {
      lat: 24.69,
      lng: 46.685,
      label: '2929 طريق الملك فهد، العليا، الرياض 12214، السعودية',
    },
  },
};

/** The parent is still loading the maps. */
export const LoadingMap: Story = {
  args: { googleMaps: { status: 'loading', retry: fn() } },
};

/** The script was blocked: the note, a button to try the map again, and the manual form. */
export const MapUnavailable: Story = {
  args: { googleMaps: { status: 'unavailable', reason: 'blocked', retry: fn() } },
};

/** Google refused the key: the note and the manual form, with nothing to retry. */
export const KeyRefused: Story = {
  args: { googleMaps: { status: 'unavailable', reason: 'refused', retry: fn() } },
};
