import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  cancelledOrder,
  finishedOrder,
  listItemOf,
  newOrder,
  onWayOrder,
  scheduledOrder,
} from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { OrderCard } from './order-card.js';

const meta = {
  title: 'orders/OrderCard',
  component: OrderCard,
  decorators: [withOrdersLocale],
  args: { order: listItemOf(newOrder), href: `/orderDetailes/${newOrder.id}` },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <OrderCard {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const OnTheWay: Story = { args: { order: listItemOf(onWayOrder) } };
export const Scheduled: Story = { args: { order: listItemOf(scheduledOrder) } };
export const Delivered: Story = { args: { order: listItemOf(finishedOrder) } };
export const CancelledWithoutImage: Story = {
  args: { order: { ...listItemOf(cancelledOrder), image: null, items_count: 1 } },
};
export const English: Story = {
  args: { order: listItemOf(scheduledOrder) },
  globals: { locale: 'en' },
};
