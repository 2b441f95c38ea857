import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import {
  chatMessages,
  finishedOrder,
  newOrder,
  onWayOrder,
  orderPathsFixture,
} from '../order-fixtures.js';
import { storyFailingAt, storyOrdersStore, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { withCustomerStore } from '@matjar/auth/testing';
import { OrderChatScreen } from './order-chat-screen.js';

/**
 * An order on its way with a short exchange, the same delivered (the chat kept to read), and a new
 * order without a delegate yet.
 */
const answers = storyOrdersStore({
  orders: [
    onWayOrder,
    { ...finishedOrder, id: 5128, number: '105128', delegate: onWayOrder.delegate },
    newOrder,
  ],
  chat: [...chatMessages, ...chatMessages.map((message) => ({ ...message, order_id: 5128 }))],
});

const meta = {
  title: 'orders/OrderChatScreen',
  component: OrderChatScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: { id: onWayOrder.id, paths: orderPathsFixture },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <OrderChatScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The messages with the delegate, and a message to send (it joins the chat). */
export const Chat: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The order has arrived: the chat is kept to read, and nothing can be sent. */
export const Delivered: Story = { args: { id: 5128 } };

/** No delegate yet: the chat opens once the order is being prepared or on its way. */
export const NotOpenYet: Story = { args: { id: newOrder.id } };

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
