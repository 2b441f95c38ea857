import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryFrame, withMapsLocale } from '../story-decorators.js';
import { ManualAddressForm } from './manual-address-form.js';

const meta = {
  title: 'maps/ManualAddressForm',
  component: ManualAddressForm,
  args: { onSubmit: fn() },
  decorators: [withMapsLocale],
  render: (args) => (
    <StoryFrame>
      <ManualAddressForm {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof ManualAddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const home = {
  name: 'المنزل',
  address: '2929 طريق الملك فهد، العليا، الرياض',
  city: 'الرياض',
  district: 'العليا',
  street: 'طريق الملك فهد',
  building_number: '2929',
  short_address: 'RRRD2929',
  landmark: 'بجوار مسجد العليا',
};

export const Empty: Story = {};
export const Editing: Story = { args: { defaultValues: home } };
export const Saving: Story = { args: { defaultValues: home, isPending: true } };
export const ServerError: Story = {
  args: { defaultValues: home, error: 'تعذّر حفظ العنوان، حاول مرة أخرى' },
};
export const English: Story = { globals: { locale: 'en' } };
export const EnglishEditing: Story = {
  args: {
    defaultValues: {
      name: 'Home',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '2929',
      short_address: 'RRRD2929',
    },
  },
  globals: { locale: 'en' },
};

const countries = [
  { id: 1, name: 'المملكة العربية السعودية' },
  { id: 3, name: 'الكويت' },
];
const cities = [
  { id: 1, name: 'الرياض' },
  { id: 2, name: 'جدة' },
];

export const WithCityPicker: Story = {
  args: {
    defaultValues: home,
    cityPicker: { countries, countryId: 1, cities, onCountryChange: fn() },
  },
};
export const WithCityPickerNoCities: Story = {
  args: { cityPicker: { countries, countryId: 3, cities: [], onCountryChange: fn() } },
};
export const EnglishWithCityPicker: Story = {
  args: {
    cityPicker: {
      countries: [{ id: 1, name: 'Saudi Arabia' }],
      countryId: 1,
      cities: undefined,
      isLoadingCities: true,
      onCountryChange: fn(),
    },
  },
  globals: { locale: 'en' },
};
