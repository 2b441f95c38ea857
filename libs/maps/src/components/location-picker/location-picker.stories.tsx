import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createFakeGoogleMaps, failingMapsLoader, pendingMapsLoader } from '../../testing.js';
import { ManualAddressForm } from '../manual-address-form/manual-address-form.js';
import { StoryFrame, withMapsLocale } from '../story-decorators.js';
import { LocationPicker } from './location-picker.js';

// A fake google.maps: the map is a plain div (tap it to move the pin), nothing is fetched.
const fakeMaps = createFakeGoogleMaps();

const meta = {
  title: 'maps/LocationPicker',
  component: LocationPicker,
  args: {
    apiKey: 'storybook-key',
    language: 'ar',
    mapsLoader: fakeMaps.load,
    onChange: fn(),
    fallback: <ManualAddressForm onSubmit={fn()} />,
  },
  decorators: [withMapsLocale],
  render: (args) => (
    <StoryFrame>
      <LocationPicker {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnRiyadh: Story = {};
export const WithChosenPoint: Story = {
  args: {
    value: {
      lat: 24.69,
      lng: 46.685,
      label: '2929 طريق الملك فهد، العليا، الرياض 12214، السعودية',
    },
  },
};
export const LoadingMap: Story = { args: { mapsLoader: pendingMapsLoader } };
export const WithoutKey: Story = { args: { apiKey: undefined } };
export const ScriptBlocked: Story = { args: { mapsLoader: failingMapsLoader('blocked') } };
export const English: Story = { args: { language: 'en' }, globals: { locale: 'en' } };
export const EnglishWithoutMap: Story = {
  args: { language: 'en', mapsLoader: failingMapsLoader('refused') },
  globals: { locale: 'en' },
};
