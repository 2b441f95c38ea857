import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { withWalletLocale } from '../story-decorators.js';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import {
  bankAccountsFixture,
  emptyWallet,
  pageOf,
  transactionsFixture,
  walletFixture,
} from '../wallet-fixtures.js';
import { WalletScreen } from './wallet-screen.js';

/** The customer's wallet: 350.75 SAR, two pages of movements, two saved bank accounts. */
const answers = [
  answerCall(STORY_API_URL, calls.wallet.balance, success(walletFixture)),
  answerCall(STORY_API_URL, calls.wallet.transactions, success(pageOf(transactionsFixture, 1, 2))),
  answerCall(STORY_API_URL, calls.bankAccounts.list, success(pageOf(bankAccountsFixture))),
  answerCall(
    STORY_API_URL,
    calls.wallet.charge,
    success({ payment_id: 'pay_1', payment_url: 'https://pay.example/checkout/pay_1' }),
  ),
  answerCall(
    STORY_API_URL,
    calls.wallet.withdraw,
    success({
      id: 12,
      amount: 100,
      status: 'pending',
      bank_account: {
        account_name: 'سارة العتيبي',
        bank_name: 'مصرف الراجحي',
        account_number: '608010167519001',
        iban: 'SA4680000608010167519001',
      },
      created_at: '2026-11-23T10:00:00.000Z',
    }),
  ),
];

const meta = {
  title: 'wallet/WalletScreen',
  component: WalletScreen,
  decorators: [withCustomerStore, withWalletLocale],
  args: {
    page: 1,
    onPaymentPage: fn(() => true),
    returnUrl: '/wallet',
    onPaymentOutcomeShown: fn(),
    pointsHref: '/wallet/points',
    bankAccountsHref: '/wallet/bank-accounts',
  },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <WalletScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The credit, the links to the points and the financial accounts, and the history. "Recharge
 * balance" leads to the payment page (here, `onPaymentPage` is called and the dialog waits);
 * "Withdraw" sends a request to a saved account.
 */
export const Wallet: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** A new customer: no credit and no movements yet. */
export const Empty: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.wallet.balance, success(emptyWallet)),
        answerCall(STORY_API_URL, calls.wallet.transactions, success(pageOf([]))),
        ...answers,
      ],
    },
  },
};

/** Back from the payment page after paying: a toast says the wallet has been charged. */
export const BackFromPayment: Story = { args: { paymentOutcome: 'success' } };

/** Back from the payment page without paying: a toast says the balance has not changed. */
export const PaymentFailed: Story = { args: { paymentOutcome: 'failed' } };

/** The credit is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.wallet.balance, never), ...answers],
    },
  },
};

/** The store failed to give the credit: the screen says so and offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.wallet.balance, refusal('Server error', 'exception')),
        ...answers,
      ],
    },
  },
};

/** The credit came but the history did not: the history alone offers to try again. */
export const HistoryDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.wallet.transactions, refusal('Server error', 'exception')),
        ...answers,
      ],
    },
  },
};
