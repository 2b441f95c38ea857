import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  cancelledOrder,
  finishedOrder,
  newOrder,
  onWayOrder,
  rejectedOrder,
  returnedOrder,
  unpaidCardOrder,
} from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { OrderActions } from './order-actions.js';

const meta = {
  title: 'orders/OrderActions',
  component: OrderActions,
  decorators: [withOrdersLocale],
  args: {
    order: newOrder,
    onCancel: fn(),
    onReceive: fn(),
    onPay: fn(),
    onBuyAgain: fn(),
    rateHref: `/orderDetailes/${newOrder.id}/rate`,
    returnHref: `/orderDetailes/${newOrder.id}/return`,
    returnDetailsHref: `/orderDetailes/${newOrder.id}/returnDetails`,
    trackHref: `/tracking?order=${newOrder.id}`,
    chatHref: `/chat/${newOrder.id}`,
  },
} satisfies Meta<typeof OrderActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new order may only be cancelled. */
export const NewOrder: Story = {};

/** An unpaid card order: pay now, or cancel. */
export const AwaitingPayment: Story = { args: { order: unpaidCardOrder } };

/** Paying: "Pay now" works, "Cancel order" is off. */
export const Paying: Story = { args: { order: unpaidCardOrder, pending: 'pay' } };

/** On its way: received, track, chat. */
export const OnTheWay: Story = { args: { order: onWayOrder } };

/** Confirming receipt. */
export const Receiving: Story = { args: { order: onWayOrder, pending: 'receive' } };

/** Delivered: rate, return, buy again. */
export const Finished: Story = { args: { order: finishedOrder } };

/** Returned: the return's details, buy again. */
export const Returned: Story = { args: { order: returnedOrder } };

/** Cancelled: buy again, being added to the cart. */
export const BuyingAgain: Story = { args: { order: cancelledOrder, pending: 'buyAgain' } };

/** A rejected order offers nothing: the component renders nothing. */
export const NoActions: Story = { args: { order: rejectedOrder } };

export const English: Story = { args: { order: finishedOrder }, globals: { locale: 'en' } };
