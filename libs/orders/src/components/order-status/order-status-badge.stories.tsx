import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OrderStatus } from '@matjar/api-client';
import { withOrdersLocale } from '../story-decorators.js';
import { OrderStatusBadge } from './order-status-badge.js';

const allStatuses: OrderStatus[] = [
  'new',
  'current',
  'on_way',
  'finished',
  'waiting',
  'scheduled',
  'cancelled',
  'rejected',
  'returned',
];

const meta = {
  title: 'orders/OrderStatusBadge',
  component: OrderStatusBadge,
  decorators: [withOrdersLocale],
  args: { status: 'new' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const OnTheWay: Story = { args: { status: 'on_way' } };
export const Delivered: Story = { args: { status: 'finished' } };
export const Waiting: Story = { args: { status: 'waiting' } };
export const Scheduled: Story = { args: { status: 'scheduled' } };
export const Rejected: Story = { args: { status: 'rejected' } };
export const Returned: Story = { args: { status: 'returned' } };

const renderAll = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
    {allStatuses.map((status) => (
      <OrderStatusBadge key={status} status={status} />
    ))}
  </div>
);

export const AllStatuses: Story = { render: renderAll };

export const English: Story = { render: renderAll, globals: { locale: 'en' } };
