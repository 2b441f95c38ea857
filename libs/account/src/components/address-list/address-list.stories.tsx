import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { locationsFixture } from '../account-fixtures.js';
import { withAccountLocale } from '../story-decorators.js';
import { AddressList } from './address-list.js';

const locations = locationsFixture;

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
