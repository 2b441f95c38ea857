import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '@matjar/ui';
import { bankAccountsFixture } from '../wallet-fixtures.js';
import { withWalletLocale } from '../story-decorators.js';
import { BankAccountsList } from './bank-accounts-list.js';

const meta = {
  title: 'wallet/BankAccountsList',
  component: BankAccountsList,
  decorators: [withWalletLocale],
  args: { accounts: bankAccountsFixture, onEdit: fn(), onDelete: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <BankAccountsList {...args} />
    </div>
  ),
} satisfies Meta<typeof BankAccountsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAccounts: Story = {};

/** The second account is being deleted. */
export const Deleting: Story = { args: { pendingId: bankAccountsFixture[1]?.id } };

/** No saved account yet, with the way to add one. */
export const Empty: Story = {
  args: { accounts: [], emptyAction: <Button>إضافة حساب بنكي</Button> },
};

export const English: Story = {
  args: {
    accounts: [
      {
        id: 3,
        account_name: 'Sara Alotaibi',
        bank_name: 'Saudi National Bank',
        account_number: '12345678901234',
        iban: 'SA8510000012345678901234',
      },
      ...bankAccountsFixture,
    ],
  },
  globals: { locale: 'en' },
};
