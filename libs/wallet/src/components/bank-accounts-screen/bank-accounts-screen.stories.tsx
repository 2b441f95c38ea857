import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { withWalletLocale } from '../story-decorators.js';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { bankAccountsFixture, pageOf } from '../wallet-fixtures.js';
import { BankAccountsScreen } from './bank-accounts-screen.js';

/** Two saved accounts; adding, changing and deleting one are accepted. */
const answers = [
  answerCall(STORY_API_URL, calls.bankAccounts.list, success(pageOf(bankAccountsFixture))),
  answerCall(
    STORY_API_URL,
    calls.bankAccounts.create,
    success({
      id: 3,
      account_name: 'سارة العتيبي',
      bank_name: 'بنك الرياض',
      account_number: '2100000012345',
      iban: 'SA0380000000608010167519',
    }),
  ),
  answerCall(
    STORY_API_URL,
    calls.bankAccounts.update,
    success({
      id: 1,
      account_name: 'سارة العتيبي',
      bank_name: 'مصرف الراجحي',
      account_number: '608010167519001',
      iban: 'SA4680000608010167519001',
    }),
  ),
  answerCall(STORY_API_URL, calls.bankAccounts.delete, success(null)),
];

const meta = {
  title: 'wallet/BankAccountsScreen',
  component: BankAccountsScreen,
  decorators: [withCustomerStore, withWalletLocale],
  parameters: { customerStore: { answers } },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <BankAccountsScreen />
    </div>
  ),
} satisfies Meta<typeof BankAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The saved accounts with "Add a bank account" above them. Adding or editing one opens the form in
 * a dialog; a toast says when the store has saved it.
 */
export const Accounts: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** No saved account yet: the empty state offers to add the first. */
export const Empty: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.bankAccounts.list, success(pageOf([]))),
        ...answers,
      ],
    },
  },
};

/** The store refuses a new account: the dialog says so and keeps every field. */
export const SaveRefused: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(
          STORY_API_URL,
          calls.bankAccounts.create,
          refusal('هذا الآيبان محفوظ في حساب آخر'),
        ),
        ...answers,
      ],
    },
  },
};

/** The accounts are on their way: a skeleton holds their place. */
export const Loading: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.bankAccounts.list, never), ...answers],
    },
  },
};

/** The store failed to give the accounts: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.bankAccounts.list, refusal('Server error', 'exception')),
        ...answers,
      ],
    },
  },
};
