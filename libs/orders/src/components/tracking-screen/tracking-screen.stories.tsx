import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import {
  cancelledOrder,
  finishedOrder,
  newOrder,
  onWayOrder,
  onWayTracking,
  orderPathsFixture,
} from '../order-fixtures.js';
import { storyFailingAt, storyOrdersStore, storyWaitingFor } from '../story-answers.js';
import { withOrdersLocale } from '../story-decorators.js';
import { withCustomerStore } from '@matjar/auth/testing';
import { TrackingScreen } from './tracking-screen.js';

/** The delegate of `onWayOrder` on the way; the other orders are not tracked now. */
const answers = storyOrdersStore({
  orders: [newOrder, onWayOrder, finishedOrder, cancelledOrder],
  tracking: [onWayTracking],
});

const meta = {
  title: 'orders/TrackingScreen',
  component: TrackingScreen,
  decorators: [withCustomerStore, withOrdersLocale],
  args: {
    id: onWayOrder.id,
    paths: orderPathsFixture,
    // The app draws `TrackingMap` of @matjar/maps here, with its key.
    renderMap: (tracking) => (
      <figure
        style={{
          margin: 0,
          padding: '2rem',
          border: '1px dashed currentColor',
          textAlign: 'center',
        }}
      >
        <figcaption>
          <bdi>
            {tracking.position.lat}, {tracking.position.lng}
          </bdi>
        </figcaption>
      </figure>
    ),
  },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <TrackingScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof TrackingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: when the delegate arrives, the distance covered, the delegate, then the map. */
export const OnTheWay: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The delegate is at the door. */
export const Arrived: Story = {
  parameters: {
    customerStore: {
      answers: storyOrdersStore({
        orders: [onWayOrder],
        tracking: [{ ...onWayTracking, progress: 1, eta_minutes: 0 }],
      }),
    },
  },
};

/** A new order: tracking starts once it is being prepared. */
export const NotStarted: Story = { args: { id: newOrder.id } };

/** Delivered: nothing left to track, and no map. */
export const Delivered: Story = { args: { id: finishedOrder.id } };

/** Cancelled: nothing to track. */
export const Cancelled: Story = { args: { id: cancelledOrder.id } };

/** An address without an order id: not one of the customer's orders. */
export const NoOrderInAddress: Story = { args: { id: undefined } };

/** The order is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: storyWaitingFor(calls.orders.show),
};

/** The store failed to say where the delegate is: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: storyFailingAt(calls.orders.tracking, storyOrdersStore({ orders: [onWayOrder] })()),
};
