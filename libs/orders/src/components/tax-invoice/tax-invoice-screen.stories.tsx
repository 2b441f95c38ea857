import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { withCustomerStore } from '@matjar/auth/testing';
import {
  finishedOrder,
  newOrder,
  orderPathsFixture,
  taxInvoiceFixture,
} from '../order-fixtures.js';
import { storyFailingAt, storyOrdersStore, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { TaxInvoiceScreen } from './tax-invoice-screen.js';

/** A delivered order and its invoice, and a new order without one. */
const store = { orders: [finishedOrder, newOrder], invoices: [taxInvoiceFixture] };
const answers = storyOrdersStore(store);

const meta = {
  title: 'orders/TaxInvoiceScreen',
  component: TaxInvoiceScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: { id: finishedOrder.id, paths: orderPathsFixture },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <TaxInvoiceScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof TaxInvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoice, a button to print it and the way back to the order. */
export const Invoice: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** An order neither paid nor delivered: its invoice is not issued yet. */
export const NotIssuedYet: Story = { args: { id: newOrder.id } };

/** The store says the order is not the customer's. */
export const NotYours: Story = { args: { id: 9999 } };

/** The invoice is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: storyWaitingFor(calls.orders.invoice, answers()),
};

/** The store failed to give the invoice: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: storyFailingAt(calls.orders.invoice, answers()),
};
