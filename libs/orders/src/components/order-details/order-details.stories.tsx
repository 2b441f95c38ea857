import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  cancelledOrder,
  delegate,
  finishedOrder,
  newOrder,
  onWayOrder,
  rejectedOrder,
  returnedOrder,
  scheduledOrder,
} from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { OrderDetails } from './order-details.js';

const meta = {
  title: 'orders/OrderDetails',
  component: OrderDetails,
  decorators: [withOrdersLocale],
  args: { order: newOrder, productHref: (id: number) => `/product/${id}` },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <OrderDetails {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new cash order with a coupon and a note: the delivery code shows. */
export const NewOrder: Story = {};

/** Scheduled for a day and a time range. */
export const Scheduled: Story = { args: { order: scheduledOrder } };

/** On its way, paid by card, to another recipient, with the delegate. */
export const OnTheWay: Story = { args: { order: onWayOrder } };

/** Delivered and rated by the customer; paid partly from the wallet, with a shipping fee. */
export const FinishedAndRated: Story = {
  args: {
    order: {
      ...finishedOrder,
      payment_method: 'amount',
      paid_from_wallet: 200,
      shipping: 25,
      total: 759.3,
      delegate: { ...delegate, my_rating: 5 },
    },
  },
};

/** Cancelled by the customer, with the reason. */
export const Cancelled: Story = { args: { order: cancelledOrder } };

/** Returned, with the reason and the photos. */
export const Returned: Story = { args: { order: returnedOrder } };

/** Rejected by the store, with the reason. */
export const Rejected: Story = { args: { order: rejectedOrder } };

/** Without product links: names are plain text. */
export const WithoutProductLinks: Story = { args: { order: newOrder, productHref: undefined } };

export const English: Story = {
  args: {
    order: {
      ...onWayOrder,
      order_type: 'scheduled',
      delivery_date: '2026-11-25',
      delivery_time: '09:00-12:00',
    },
  },
  globals: { locale: 'en' },
};
