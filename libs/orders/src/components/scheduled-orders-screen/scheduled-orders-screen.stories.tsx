import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, success } from '@matjar/api-client/testing';
import { listItemOf, orderPathsFixture, pageOf, scheduledOrder } from '../order-fixtures.js';
import { storyFailingAt, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { STORY_API_URL, withCustomerStore } from '@matjar/auth/testing';
import { ScheduledOrdersScreen } from './scheduled-orders-screen.js';

/** Two scheduled orders, on the first of two pages. */
const answers = [
  answerCall(
    STORY_API_URL,
    calls.orders.list,
    success(
      pageOf(
        [
          listItemOf(scheduledOrder),
          {
            ...listItemOf(scheduledOrder),
            id: 5130,
            number: '105130',
            delivery_date: '2026-11-27',
          },
        ],
        1,
        2,
      ),
    ),
  ),
];

const meta = {
  title: 'orders/ScheduledOrdersScreen',
  component: ScheduledOrdersScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: { page: 1, paths: orderPathsFixture },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <ScheduledOrdersScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof ScheduledOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two orders, each with the day and time it starts, and the list's pages. */
export const Scheduled: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** No scheduled orders: the screen says so. */
export const Empty: Story = {
  parameters: {
    customerStore: { answers: [answerCall(STORY_API_URL, calls.orders.list, success(pageOf([])))] },
  },
};

/** The orders are on their way: card skeletons hold their place. */
export const Loading: Story = {
  parameters: storyWaitingFor(calls.orders.list),
};

/** The store failed to give the orders: the screen says so and offers to try again. */
export const StoreDown: Story = {
  parameters: storyFailingAt(calls.orders.list),
};
