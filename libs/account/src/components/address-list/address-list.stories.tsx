import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Location } from '@matjar/api-client';
import { withAccountLocale } from '../story-decorators.js';
import { AddressList } from './address-list.js';

const locations: Location[] = [
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

const meta = {
  title: 'account/AddressList',
  component: AddressList,
  args: { locations, onEdit: fn(), onDelete: fn(), onSetDefault: fn() },
  decorators: [withAccountLocale],
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAddresses: Story = {};
export const Saving: Story = { args: { pendingId: 2 } };
export const Empty: Story = { args: { locations: [] } };
export const English: Story = { globals: { locale: 'en' } };

/** Five thousand saved addresses: only those near the visible part are in the page. */
export const FiveThousandAddresses: Story = {
  args: {
    locations: Array.from({ length: 5000 }, (_, index) => ({
      ...locations[1]!,
      id: index + 1,
      is_default: index === 0,
      name: `العنوان ${index + 1}`,
    })),
  },
};
