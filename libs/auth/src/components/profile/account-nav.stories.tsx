import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountLayout, EmptyState } from '@matjar/ui';
import { AccountNav } from './account-nav.js';
import { withProfileProviders } from './profile-test-providers.js';

const meta = {
  title: 'auth/AccountNav',
  component: AccountNav,
  args: { currentPath: '/orderDetailes/510' },
  decorators: [withProfileProviders],
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order's page: "My orders" is the current entry. */
export const OrderPage: Story = {};

export const RewardsPointsEnglish: Story = {
  args: { currentPath: '/wallet/points' },
  globals: { locale: 'en' },
};

/** In the account's frame, as a wide screen shows it (the column is not drawn below 64rem). */
export const InTheAccountFrame: Story = {
  args: { currentPath: '/myAddresses' },
  render: (args) => (
    <AccountLayout nav={<AccountNav {...args} />}>
      <h1 style={{ margin: 0 }}>عناويني</h1>
      <EmptyState title="لا توجد عناوين محفوظة" />
    </AccountLayout>
  ),
};
