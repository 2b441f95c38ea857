import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryFrame, withMapsLocale } from '../story-decorators.js';
import { CityPicker } from './city-picker.js';

const countries = [
  { id: 1, name: 'المملكة العربية السعودية' },
  { id: 2, name: 'الإمارات العربية المتحدة' },
  { id: 3, name: 'الكويت' },
];

const cities = [
  { id: 1, name: 'الرياض' },
  { id: 2, name: 'جدة' },
  { id: 3, name: 'مكة المكرمة' },
  { id: 4, name: 'المدينة المنورة' },
  { id: 5, name: 'الدمام' },
];

const englishCountries = [
  { id: 1, name: 'Saudi Arabia' },
  { id: 2, name: 'United Arab Emirates' },
  { id: 3, name: 'Kuwait' },
];

const englishCities = [
  { id: 1, name: 'Riyadh' },
  { id: 2, name: 'Jeddah' },
  { id: 3, name: 'Makkah' },
];

const meta = {
  title: 'maps/CityPicker',
  component: CityPicker,
  args: {
    countries,
    countryId: 1,
    cities,
    value: '',
    onCountryChange: fn(),
    onChange: fn(),
  },
  decorators: [withMapsLocale],
  render: (args) => (
    <StoryFrame>
      <CityPicker {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof CityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: 'جدة' } };
export const LoadingCities: Story = { args: { cities: undefined, isLoadingCities: true } };
export const NoCitiesInCountry: Story = { args: { countryId: 3, cities: [] } };
export const CityFromTheMap: Story = { args: { value: 'الخرج' } };
export const Invalid: Story = { args: { error: 'يرجى اختيار المدينة' } };
export const Disabled: Story = { args: { value: 'الرياض', disabled: true } };
export const English: Story = {
  args: { countries: englishCountries, cities: englishCities, value: 'Jeddah' },
  globals: { locale: 'en' },
};
export const EnglishLoadingCities: Story = {
  args: { countries: englishCountries, cities: undefined, isLoadingCities: true },
  globals: { locale: 'en' },
};
export const EnglishNoCitiesInCountry: Story = {
  args: { countries: englishCountries, countryId: 3, cities: [] },
  globals: { locale: 'en' },
};
