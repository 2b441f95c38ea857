import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { bankAccountsFixture } from '../wallet-fixtures.js';
import { withWalletLocale } from '../story-decorators.js';
import { BankAccountForm } from './bank-account-form.js';

const [rajhi] = bankAccountsFixture;

const meta = {
  title: 'wallet/BankAccountForm',
  component: BankAccountForm,
  decorators: [withWalletLocale],
  args: { onSubmit: fn(), submitLabel: 'إضافة الحساب', isPending: false },
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <BankAccountForm {...args} />
    </div>
  ),
} satisfies Meta<typeof BankAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: every field empty. */
export const Adding: Story = {};

/** A saved account being edited, with a way back. */
export const Editing: Story = {
  args: { defaultValues: rajhi, submitLabel: 'حفظ التعديلات', onCancel: fn() },
};

/** The account is being saved. */
export const Saving: Story = {
  args: { defaultValues: rajhi, submitLabel: 'حفظ التعديلات', isPending: true },
};

/** The store refused the account; what was typed stays. */
export const Refused: Story = {
  args: {
    defaultValues: { ...rajhi, id: undefined },
    error: 'هذا الآيبان مسجّل في حساب آخر',
  },
};

export const English: Story = {
  args: { defaultValues: rajhi, submitLabel: 'Save changes', onCancel: fn() },
  globals: { locale: 'en' },
};
