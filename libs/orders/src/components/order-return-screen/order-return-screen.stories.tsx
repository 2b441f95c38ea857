import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { calls } from '@matjar/api-client';
import { finishedOrder, newOrder, orderPathsFixture } from '../order-fixtures.js';
import { storyFailingAt, storyOrdersStore, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { withCustomerStore } from '@matjar/auth/testing';
import { OrderReturnScreen } from './order-return-screen.js';

/** A delivered order whose products may be returned, and a new one whose may not. */
const answers = storyOrdersStore({ orders: [finishedOrder, newOrder] });

const meta = {
  title: 'orders/OrderReturnScreen',
  component: OrderReturnScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: { id: finishedOrder.id, paths: orderPathsFixture, onReturnRequested: fn() },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <OrderReturnScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The products, how many of each, the reason and photos. The request goes with its upload's
 * progress, through `XMLHttpRequest`, which the stories' store does not answer (decision 034): the
 * tests show what follows it.
 */
export const RequestReturn: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** An order whose products cannot be returned now says so. */
export const CannotReturn: Story = { args: { id: newOrder.id } };

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
