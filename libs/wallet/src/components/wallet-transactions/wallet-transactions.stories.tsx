import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WalletTransaction } from '@matjar/api-client';
import { Button } from '@matjar/ui';
import { transactionsFixture } from '../wallet-fixtures.js';
import { withWalletLocale } from '../story-decorators.js';
import { WalletTransactions } from './wallet-transactions.js';

/** The same movements as an English page receives them (descriptions in the request's language). */
const englishTransactions: WalletTransaction[] = transactionsFixture.map((transaction) => ({
  ...transaction,
  description: {
    charge: 'Wallet recharged by card',
    payment: 'Payment of order 105120',
    refund: 'Refund of order 105123',
    withdrawal: 'Withdrawal to Al Rajhi Bank',
    points: '250 points converted to credit',
  }[transaction.type],
}));

const meta = {
  title: 'wallet/WalletTransactions',
  component: WalletTransactions,
  decorators: [withWalletLocale],
  args: { transactions: transactionsFixture },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <WalletTransactions {...args} />
    </div>
  ),
} satisfies Meta<typeof WalletTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each kind of movement, a withdrawal under review first. */
export const History: Story = {};

/** A withdrawal the administration refused; the money went back to the wallet. */
export const RejectedWithdrawal: Story = {
  args: {
    transactions: [
      {
        id: 10,
        type: 'refund',
        amount: 100,
        balance_after: 450.75,
        status: 'completed',
        description: 'إعادة مبلغ طلب السحب المرفوض',
        order_id: null,
        created_at: '2026-11-23T10:00:00.000Z',
      },
      { ...transactionsFixture[0]!, status: 'rejected' },
      ...transactionsFixture.slice(1),
    ],
  },
};

export const Loading: Story = { args: { transactions: undefined } };

export const Empty: Story = {
  args: { transactions: [], emptyAction: <Button>إعادة شحن الرصيد</Button> },
};

export const English: Story = {
  args: { transactions: englishTransactions },
  globals: { locale: 'en' },
};
