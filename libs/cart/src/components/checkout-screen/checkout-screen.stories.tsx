import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { calls } from '@matjar/api-client';
import { answerCall, refusal } from '@matjar/api-client/testing';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import {
  cartWithCoupon,
  cartWithUnavailable,
  emptyCartFixture,
  homeAddress,
  workAddress,
} from '../cart-fixtures.js';
import { withCartLocale } from '../story-decorators.js';
import { cartStoreAnswers, withCheckoutDraft } from '../story-store.js';
import { CheckoutScreen } from './checkout-screen.js';

const saved = { data: { locations: [homeAddress, workAddress] }, isError: false, refetch: fn() };

const meta = {
  title: 'cart/CheckoutScreen',
  component: CheckoutScreen,
  decorators: [withCheckoutDraft, withCustomerStore, withCartLocale],
  args: {
    addresses: saved,
    onPaymentPage: fn(() => true),
    returnUrl: '/cart/completed',
    onOrderPlaced: fn(),
    onShowOrder: fn(),
    cartHref: '/cart',
    changeLocationHref: '/cart/change-location',
    shopHref: '/',
  },
  parameters: { customerStore: { answers: cartStoreAnswers(cartWithCoupon) } },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two products with a coupon, to the default address (home). "Place order" without a payment
 * method marks it; with one, a cash order is placed (`onShowOrder`), a card order goes on to the
 * payment page (`onPaymentPage`).
 */
export const Checkout: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** A scheduled order to the office, paid by card: the customer's earlier choices, kept on the device. */
export const ScheduledByCard: Story = {
  parameters: {
    checkoutDraft: {
      order_type: 'scheduled',
      date: '2026-11-25',
      time: '16:00-19:00',
      location_id: workAddress.id,
      payment_method: 'card',
    },
  },
};

/** Someone else receives the order, in English: their name and phone, and a note. */
export const AnotherRecipient: Story = {
  parameters: {
    checkoutDraft: {
      has_recipient: true,
      recipient_name: 'Huda',
      recipient_phone: '0512345678',
      feedback: 'Ring the bell twice',
      payment_method: 'cash',
    },
  },
  globals: { locale: 'en' },
};

/** A product no longer available stays in the cart but not in the order. */
export const WithUnavailable: Story = {
  parameters: { customerStore: { answers: cartStoreAnswers(cartWithUnavailable) } },
};

/** No saved address yet: the cart's totals, and a link to choose one. */
export const NoAddress: Story = {
  args: { addresses: { ...saved, data: { locations: [] } } },
};

/** Nothing left in the cart: the empty cart. */
export const EmptyCart: Story = {
  parameters: { customerStore: { answers: cartStoreAnswers(emptyCartFixture) } },
};

/** The summary is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: {
    customerStore: {
      answers: () => [
        answerCall(STORY_API_URL, calls.cart.summary, never),
        ...cartStoreAnswers(cartWithCoupon)(),
      ],
    },
  },
};

/** The store failed to give the summary: the screen says so and offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: () => [
        answerCall(STORY_API_URL, calls.cart.summary, refusal('Server error', 'exception')),
        ...cartStoreAnswers(cartWithCoupon)(),
      ],
    },
  },
};

/** The saved addresses could not be had: the screen says so and offers to try again. */
export const AddressesDown: Story = {
  args: { addresses: { data: undefined, isError: true, refetch: fn() } },
};

/** The store refuses the order: its message stands in the page's alert, every choice kept. */
export const OrderRefused: Story = {
  parameters: {
    checkoutDraft: { payment_method: 'cash' },
    customerStore: {
      answers: () => [
        answerCall(
          STORY_API_URL,
          calls.orders.place,
          refusal('عذرًا، المتجر لا يستقبل الطلبات الآن'),
        ),
        ...cartStoreAnswers(cartWithCoupon)(),
      ],
    },
  },
};
