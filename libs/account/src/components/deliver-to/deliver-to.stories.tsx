import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Location } from '@matjar/api-client';
import { withAccountLocale } from '../story-decorators.js';
import { DeliverToChip } from './deliver-to.js';

const arabicLocations: Location[] = [
  {
    id: 1,
    is_default: true,
    name: 'المنزل',
    address: 'حي الملقا، شارع أنس بن مالك، الرياض',
    lat: 24.8,
    lng: 46.6,
    city: 'الرياض',
    district: 'الملقا',
    street: 'أنس بن مالك',
    building_number: '8228',
    short_address: 'RRRD2929',
    landmark: null,
  },
  {
    id: 2,
    is_default: false,
    name: 'العمل',
    address: 'طريق الملك فهد، برج المملكة، الرياض',
    lat: 24.71,
    lng: 46.67,
    city: 'الرياض',
    district: 'العليا',
    street: 'طريق الملك فهد',
    building_number: '2239',
    short_address: null,
    landmark: 'بجوار برج المملكة',
  },
];

const englishLocations: Location[] = [
  { ...arabicLocations[0]!, name: 'Home', address: 'Anas Ibn Malik St, Al Malqa, Riyadh' },
  { ...arabicLocations[1]!, name: 'Work', address: 'King Fahd Rd, Kingdom Tower, Riyadh' },
];

const meta = {
  title: 'account/DeliverTo',
  component: DeliverToChip,
  decorators: [withAccountLocale],
  args: {
    state: 'ready',
    locations: arabicLocations,
    selectedId: 1,
    onChoose: fn(),
    signInHref: '/auth?redirect=%2Fcart',
    addressesHref: '/myAddresses',
  },
} satisfies Meta<typeof DeliverToChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};

export const ChosenEnglish: Story = {
  args: { locations: englishLocations },
  globals: { locale: 'en' },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Visitor: Story = { args: { state: 'visitor' } };

export const VisitorEnglish: Story = { args: { state: 'visitor' }, globals: { locale: 'en' } };

export const NoAddresses: Story = { args: { state: 'unavailable', locations: [] } };

export const NoAddressesEnglish: Story = {
  args: { state: 'unavailable', locations: [] },
  globals: { locale: 'en' },
};
