import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { delegate, finishedOrder, oudItem, thobeItem } from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { RateOrderForm } from './rate-order-form.js';

const meta = {
  title: 'orders/RateOrderForm',
  component: RateOrderForm,
  decorators: [withOrdersLocale],
  args: { items: finishedOrder.items, delegate, onSubmit: fn(), isPending: false },
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <RateOrderForm {...args} />
    </div>
  ),
} satisfies Meta<typeof RateOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDelegate: Story = {};
export const WithoutDelegate: Story = { args: { delegate: null } };
export const SameProductTwice: Story = {
  args: {
    items: [
      thobeItem,
      {
        ...thobeItem,
        id: 7009,
        variant: { id: 2033, color: 'أبيض', color_hex: '#ffffff', size: '56' },
      },
      oudItem,
    ],
  },
};
export const Sending: Story = { args: { isPending: true } };
export const Refused: Story = { args: { error: 'سبق تقييم هذا الطلب' } };
export const English: Story = { globals: { locale: 'en' } };
