import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createFakeGoogleMaps, failingMapsLoader } from '../../testing.js';
import { StoryFrame, withMapsLocale } from '../story-decorators.js';
import { AddressPicker } from './address-picker.js';

// A fake google.maps: the map is a plain div (tap it to move the pin), nothing is fetched.
const fakeMaps = createFakeGoogleMaps();

const meta = {
  title: 'maps/AddressPicker',
  component: AddressPicker,
  args: {
    apiKey: 'storybook-key',
    language: 'ar',
    mapsLoader: fakeMaps.load,
    onSubmit: fn(),
  },
  decorators: [withMapsLocale],
  render: (args) => (
    <StoryFrame>
      <AddressPicker {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAddress: Story = {};
export const Editing: Story = {
  args: {
    defaultValues: {
      name: 'العمل',
      address: '2929 طريق الملك فهد، العليا، الرياض 12214، السعودية',
      lat: 24.6995,
      lng: 46.6837,
      city: 'الرياض',
      district: 'العليا',
      street: 'طريق الملك فهد',
      building_number: '2929',
      short_address: 'RRRD2929',
    },
  },
};
export const Saving: Story = { args: { isPending: true } };
export const WithoutMap: Story = { args: { apiKey: undefined } };
export const ServerError: Story = { args: { error: 'تعذّر حفظ العنوان، حاول مرة أخرى' } };
export const English: Story = { args: { language: 'en' }, globals: { locale: 'en' } };
export const EnglishWithoutMap: Story = {
  args: { language: 'en', mapsLoader: failingMapsLoader('timeout') },
  globals: { locale: 'en' },
};
export const WithCityPicker: Story = {
  args: {
    cityPicker: {
      countries: [
        { id: 1, name: 'المملكة العربية السعودية' },
        { id: 3, name: 'الكويت' },
      ],
      countryId: 1,
      cities: [
        { id: 1, name: 'الرياض' },
        { id: 2, name: 'جدة' },
      ],
      onCountryChange: fn(),
    },
  },
};
