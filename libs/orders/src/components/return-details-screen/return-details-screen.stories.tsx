import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { orderPathsFixture, pendingReturn, returnedOrder } from '../order-fixtures.js';
import { storyFailingAt, storyOrdersStore, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { withCustomerStore } from '@matjar/auth/testing';
import { ReturnDetailsScreen } from './return-details-screen.js';

/** A returned order whose request is under review. */
const answers = storyOrdersStore({ orders: [returnedOrder], returns: [pendingReturn] });

const meta = {
  title: 'orders/ReturnDetailsScreen',
  component: ReturnDetailsScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: { id: returnedOrder.id, paths: orderPathsFixture },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <ReturnDetailsScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof ReturnDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request under review: the product, the reason, the photos and the refund. */
export const UnderReview: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The store says the order is not the customer's. */
export const NotYours: Story = { args: { id: 9999 } };

/** The request is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: storyWaitingFor(
    calls.orders.returnDetails,
    storyOrdersStore({ orders: [returnedOrder] })(),
  ),
};

/** The store failed to give the request: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: storyFailingAt(
    calls.orders.returnDetails,
    storyOrdersStore({ orders: [returnedOrder] })(),
  ),
};
