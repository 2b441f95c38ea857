import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { calls } from '@matjar/api-client';
import { finishedOrder, orderPathsFixture, returnedOrder } from '../order-fixtures.js';
import { storyFailingAt, storyOrdersStore, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { withCustomerStore } from '@matjar/auth/testing';
import { OrderRateScreen } from './order-rate-screen.js';

/** A delivered order to rate, and a returned one that cannot be. */
const answers = storyOrdersStore({ orders: [finishedOrder, returnedOrder] });

const meta = {
  title: 'orders/OrderRateScreen',
  component: OrderRateScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: { id: finishedOrder.id, paths: orderPathsFixture, onRated: fn() },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <OrderRateScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderRateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stars for the store, the delegate and each product; sending it calls `onRated`. */
export const Rate: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** An order that cannot be rated now says so. */
export const CannotRate: Story = { args: { id: returnedOrder.id } };

/** The store says the order is not the customer's. */
export const NotYours: Story = { args: { id: 9999 } };

/** The order is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: storyWaitingFor(calls.orders.show),
};

/** The store failed to give the order: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: storyFailingAt(calls.orders.show),
};
