import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, success } from '@matjar/api-client/testing';
import {
  cancelledOrder,
  finishedOrder,
  listItemOf,
  newOrder,
  onWayOrder,
  orderPathsFixture,
  pageOf,
  returnedOrder,
  unpaidCardOrder,
} from '../order-fixtures.js';
import { storyFailingAt, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { STORY_API_URL, withCustomerStore } from '@matjar/auth/testing';
import { OrdersScreen } from './orders-screen.js';

/** The customer's orders in each status; new orders run to two pages. */
const byStatus: Record<string, ReturnType<typeof listItemOf>[]> = {
  new: [listItemOf(newOrder), listItemOf(unpaidCardOrder)],
  on_way: [listItemOf(onWayOrder)],
  finished: [listItemOf(finishedOrder)],
  cancelled: [listItemOf(cancelledOrder)],
  returned: [listItemOf(returnedOrder)],
};

const answers = [
  answerCall(STORY_API_URL, calls.orders.list, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const status = query.get('status') ?? 'new';
    const page = Number(query.get('page') ?? 1);
    return success(pageOf(byStatus[status] ?? [], page, status === 'new' ? 2 : 1));
  }),
];

const meta = {
  title: 'orders/OrdersScreen',
  component: OrdersScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: { tab: 'newOrders', page: 1, paths: orderPathsFixture, shopHref: '/' },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <OrdersScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new orders: the tabs with "New" current, two orders, and the list's two pages. */
export const NewOrders: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The tab of orders on their way, at the row's far side on a phone. */
export const OnTheWay: Story = { args: { tab: 'onWayOrders' } };

/** The return orders, the last tab. */
export const ReturnOrders: Story = { args: { tab: 'returnOrders' } };

/** A tab without orders says so and leads to the shop. */
export const EmptyTab: Story = { args: { tab: 'waitingOrders' } };

/** The orders are on their way: card skeletons hold their place. */
export const Loading: Story = {
  parameters: storyWaitingFor(calls.orders.list),
};

/** The store failed to give the orders: the screen says so and offers to try again. */
export const StoreDown: Story = {
  parameters: storyFailingAt(calls.orders.list),
};
