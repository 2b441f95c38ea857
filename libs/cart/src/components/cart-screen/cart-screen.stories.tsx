import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal } from '@matjar/api-client/testing';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import {
  cartAllUnavailable,
  cartBelowFreeShipping,
  cartWithCoupon,
  cartWithUnavailable,
  emptyCartFixture,
} from '../cart-fixtures.js';
import { withCartLocale } from '../story-decorators.js';
import { cartStoreAnswers } from '../story-store.js';
import { CartScreen } from './cart-screen.js';

const meta = {
  title: 'cart/CartScreen',
  component: CartScreen,
  decorators: [withCustomerStore, withCartLocale],
  args: {
    isDrawnOnServer: false,
    productHref: (id) => `/products/${id}`,
    checkoutHref: '/cart/summary',
    shopHref: '/',
  },
  parameters: { customerStore: { answers: cartStoreAnswers(cartWithCoupon) } },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two products with the RAMADAN10 coupon, delivery free: the steppers, "Remove" and the coupon
 * change the cart in the fake store, and the summary follows.
 */
export const Cart: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** 10 SAR short of free delivery, without a coupon (try RAMADAN10). */
export const BelowFreeShipping: Story = {
  parameters: { customerStore: { answers: cartStoreAnswers(cartBelowFreeShipping) } },
};

/** A product gone from the store since it was put in the cart: it stays, marked, out of the total. */
export const WithUnavailable: Story = {
  parameters: { customerStore: { answers: cartStoreAnswers(cartWithUnavailable) } },
};

/** Nothing left that can be ordered: "Checkout" is off and the summary says why. */
export const NothingToOrder: Story = {
  parameters: { customerStore: { answers: cartStoreAnswers(cartAllUnavailable) } },
  globals: { locale: 'en' },
};

/** An empty cart, with the app's suggestions under it. */
export const Empty: Story = {
  args: {
    emptyCartSuggestions: (
      <section aria-label="Suggestions" style={{ padding: '1rem', border: '1px dashed' }}>
        The app&apos;s suggestions
      </section>
    ),
  },
  parameters: { customerStore: { answers: cartStoreAnswers(emptyCartFixture) } },
};

/** The cart is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: {
    customerStore: {
      answers: () => [
        answerCall(STORY_API_URL, calls.cart.show, never),
        ...cartStoreAnswers(cartWithCoupon)(),
      ],
    },
  },
};

/** The store failed to give the cart: the screen says so and offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: () => [
        answerCall(STORY_API_URL, calls.cart.show, refusal('Server error', 'exception')),
        ...cartStoreAnswers(cartWithCoupon)(),
      ],
    },
  },
};
