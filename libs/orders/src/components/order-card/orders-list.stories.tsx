import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { commonMessages, emptyStateMessages } from '@matjar/i18n';
import {
  cancelledOrder,
  finishedOrder,
  listItemOf,
  newOrder,
  onWayOrder,
  scheduledOrder,
} from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { OrdersList } from './orders-list.js';

const orders = [
  listItemOf(newOrder),
  listItemOf(scheduledOrder),
  listItemOf(onWayOrder),
  { ...listItemOf(finishedOrder), image: null, items_count: 1 },
  listItemOf(cancelledOrder),
];

const meta = {
  title: 'orders/OrdersList',
  component: OrdersList,
  decorators: [withOrdersLocale],
  args: {
    orders,
    emptyTitle: <FormattedMessage {...emptyStateMessages.noNewOrders} />,
    hrefOf: (order) => `/orderDetailes/${order.id}`,
  },
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <OrdersList {...args} />
    </div>
  ),
} satisfies Meta<typeof OrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralOrders: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { orders: [] } };
export const EmptyScheduled: Story = {
  args: {
    orders: [],
    emptyTitle: <FormattedMessage {...emptyStateMessages.noScheduledOrders} />,
    emptyAction: (
      <a href="/">
        <FormattedMessage {...commonMessages.backHome} />
      </a>
    ),
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const EnglishEmpty: Story = { args: { orders: [] }, globals: { locale: 'en' } };
