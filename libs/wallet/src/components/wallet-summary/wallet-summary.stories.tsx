import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emptyWallet, walletFixture } from '../wallet-fixtures.js';
import { withWalletLocale } from '../story-decorators.js';
import { WalletSummary } from './wallet-summary.js';

const meta = {
  title: 'wallet/WalletSummary',
  component: WalletSummary,
  decorators: [withWalletLocale],
  args: { wallet: walletFixture, onRecharge: fn(), onWithdraw: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '30rem' }}>
      <WalletSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof WalletSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Credit, part of it held by a withdrawal request under review. */
export const WithHeldMoney: Story = {};

/** Credit and nothing held. */
export const Funded: Story = { args: { wallet: { ...walletFixture, pending_withdrawals: 0 } } };

/** No credit: "Withdraw" is disabled and says why. */
export const Empty: Story = { args: { wallet: emptyWallet } };

/** Everything is held by a withdrawal under review. */
export const AllHeld: Story = {
  args: { wallet: { ...walletFixture, balance: 0, pending_withdrawals: 250 } },
};

export const English: Story = { globals: { locale: 'en' } };
