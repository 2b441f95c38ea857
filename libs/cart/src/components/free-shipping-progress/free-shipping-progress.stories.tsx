import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartBelowFreeShipping } from '../cart-fixtures.js';
import { withCartLocale } from '../story-decorators.js';
import { FreeShippingProgress } from './free-shipping-progress.js';

const meta = {
  title: 'cart/FreeShippingProgress',
  component: FreeShippingProgress,
  args: {
    threshold: cartBelowFreeShipping.free_shipping_threshold,
    remaining: cartBelowFreeShipping.free_shipping_remaining,
  },
  decorators: [withCartLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <FreeShippingProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlmostThere: Story = {};
export const JustStarted: Story = { args: { remaining: 165 } };
export const Reached: Story = { args: { remaining: 0 } };
export const NoThreshold: Story = { args: { threshold: 0, remaining: 0 } };
export const English: Story = { args: { remaining: 72.5 }, globals: { locale: 'en' } };
