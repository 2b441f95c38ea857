import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  cartAllUnavailable,
  cartBelowFreeShipping,
  cartWithCoupon,
  cartWithUnavailable,
} from '../cart-fixtures.js';
import { withCartLocale } from '../story-decorators.js';
import { CartSummary } from './cart-summary.js';

const meta = {
  title: 'cart/CartSummary',
  component: CartSummary,
  args: { cart: cartBelowFreeShipping, checkoutHref: '/checkout' },
  decorators: [withCartLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <CartSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDeliveryFee: Story = {};
export const WithCouponAndFreeDelivery: Story = { args: { cart: cartWithCoupon } };
export const WithUnavailableLine: Story = { args: { cart: cartWithUnavailable } };
export const NothingToOrder: Story = { args: { cart: cartAllUnavailable } };
export const CheckoutButton: Story = {
  args: { checkoutHref: undefined, onCheckout: fn() },
};
export const CheckoutDisabled: Story = {
  args: { checkoutHref: undefined, onCheckout: fn(), isCheckoutDisabled: true },
};
export const StickyCheckout: Story = { args: { isCheckoutSticky: true } };
export const StickyPlaceOrderEnglish: Story = {
  args: {
    checkoutHref: undefined,
    onCheckout: fn(),
    checkoutLabel: 'Place order',
    isCheckoutSticky: true,
  },
  globals: { locale: 'en' },
};
export const English: Story = { args: { cart: cartWithCoupon }, globals: { locale: 'en' } };
