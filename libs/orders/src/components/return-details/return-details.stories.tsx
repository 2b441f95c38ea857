import type { Meta, StoryObj } from '@storybook/react-vite';
import { datesItem, pendingReturn, thobeItem } from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { ReturnDetails } from './return-details.js';

const meta = {
  title: 'orders/ReturnDetails',
  component: ReturnDetails,
  decorators: [withOrdersLocale],
  args: { orderReturn: pendingReturn },
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <ReturnDetails {...args} />
    </div>
  ),
} satisfies Meta<typeof ReturnDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderReview: Story = {};

export const Accepted: Story = {
  args: {
    orderReturn: {
      ...pendingReturn,
      status: 'accepted',
      items: [
        { ...thobeItem, quantity: 1, price: 189 },
        { ...datesItem, quantity: 2, price: 90 },
      ],
      refund_amount: 279,
    },
  },
};

export const Rejected: Story = {
  args: {
    orderReturn: {
      ...pendingReturn,
      status: 'rejected',
      reject_reason: 'المنتج مستخدم ولا تظهر عليه البطاقة الأصلية',
    },
  },
};

export const WithoutPhotos: Story = {
  args: { orderReturn: { ...pendingReturn, photos: [] } },
};

export const English: Story = {
  args: { orderReturn: { ...pendingReturn, status: 'accepted', reason: 'The size does not fit' } },
  globals: { locale: 'en' },
};
