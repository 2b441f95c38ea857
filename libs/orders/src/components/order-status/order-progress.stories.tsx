import type { Meta, StoryObj } from '@storybook/react-vite';
import { withOrdersLocale } from '../story-decorators.js';
import { OrderProgress } from './order-progress.js';

const meta = {
  title: 'orders/OrderProgress',
  component: OrderProgress,
  decorators: [withOrdersLocale],
  args: { status: 'new' },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <OrderProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const BeingPrepared: Story = { args: { status: 'current' } };
export const OnTheWay: Story = { args: { status: 'on_way' } };
export const Delivered: Story = { args: { status: 'finished' } };
export const Scheduled: Story = { args: { status: 'scheduled' } };
export const Waiting: Story = { args: { status: 'waiting' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const Rejected: Story = { args: { status: 'rejected' } };
export const Returned: Story = { args: { status: 'returned' } };
export const English: Story = { args: { status: 'on_way' }, globals: { locale: 'en' } };
export const EnglishRejected: Story = {
  args: { status: 'rejected' },
  globals: { locale: 'en' },
};
