import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { calls } from '@matjar/api-client';
import {
  cancelledOrder,
  finishedOrder,
  newOrder,
  onWayOrder,
  orderPathsFixture,
  returnedOrder,
  unpaidCardOrder,
} from '../order-fixtures.js';
import { storyFailingAt, storyOrdersStore, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { withCustomerStore } from '@matjar/auth/testing';
import { OrderDetailsScreen } from './order-details-screen.js';

/** The customer's orders in every state; the store remembers what the story does to them. */
const answers = storyOrdersStore({
  orders: [newOrder, unpaidCardOrder, onWayOrder, finishedOrder, cancelledOrder, returnedOrder],
  unread: 2,
});

const meta = {
  title: 'orders/OrderDetailsScreen',
  component: OrderDetailsScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: {
    id: newOrder.id,
    paths: orderPathsFixture,
    productHref: (id: number) => `/products/${id}`,
    onPaymentPage: fn(() => true),
    paymentReturnUrl: '/cart/completed',
    onCartChanged: fn(),
    onViewCart: fn(),
  },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <OrderDetailsScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new cash order: "Cancel order" asks for a reason, then says it is cancelled. */
export const NewOrder: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** An unpaid card order: "Pay now" leads to the payment page (here, `onPaymentPage` is called). */
export const AwaitingPayment: Story = { args: { id: unpaidCardOrder.id } };

/**
 * On its way, with two unread messages from the delegate: "I received it" then asks for a rating
 * of the store.
 */
export const OnTheWay: Story = { args: { id: onWayOrder.id } };

/** Delivered: rate, return, and "Buy again", which says the oud oil is no longer available. */
export const Finished: Story = { args: { id: finishedOrder.id } };

/** Cancelled, with the reason; it may be bought again. */
export const Cancelled: Story = { args: { id: cancelledOrder.id } };

/** An address without an order id: not one of the customer's orders. */
export const NoOrderInAddress: Story = { args: { id: undefined } };

/** The store says the order is not the customer's. */
export const NotYours: Story = { args: { id: 9999 } };

/** The order is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: storyWaitingFor(calls.orders.show),
};

/** The store failed to give the order: the screen says so and offers to try again. */
export const StoreDown: Story = {
  parameters: storyFailingAt(calls.orders.show),
};
