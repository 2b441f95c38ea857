import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price.js';

const meta = {
  title: 'ui/Price',
  component: Price,
  args: { amount: 1250 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const Discounted: Story = { args: { amount: 99, originalAmount: 120 } };

export const DiscountedWithBadge: Story = {
  args: { amount: 99, originalAmount: 120, discountPercent: 18 },
};

/** Plain text names the currency with its abbreviation ("ر.س" / "SR"). */
export const Abbreviation: Story = { args: { currencyDisplay: 'text' } };

export const Small: Story = { args: { size: 'sm', amount: 18.5 } };

export const Large: Story = { args: { size: 'lg', amount: 99, originalAmount: 120 } };

export const InArabicSentence: Story = {
  render: (args) => (
    <p>
      المجموع شامل الضريبة: <Price {...args} />
    </p>
  ),
};
