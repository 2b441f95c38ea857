import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { placedOrder } from '../cart-fixtures.js';
import { withCartLocale } from '../story-decorators.js';
import { OrderPlaced } from './order-placed.js';

const unpaidCardOrder = {
  ...placedOrder,
  status: 'waiting',
  payment_method: 'card',
  is_paid: false,
  can_pay: true,
} as const;

const meta = {
  title: 'cart/OrderPlaced',
  component: OrderPlaced,
  decorators: [withCartLocale],
  args: {
    order: placedOrder,
    paymentMethodLabel: 'الدفع عند الاستلام',
    orderHref: `/orderDetailes/${placedOrder.id}`,
    shopHref: '/',
    onPay: fn(),
  },
} satisfies Meta<typeof OrderPlaced>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashOnDelivery: Story = {};

export const ScheduledAndPaidByCard: Story = {
  args: {
    order: {
      ...placedOrder,
      status: 'scheduled',
      order_type: 'scheduled',
      delivery_date: '2026-11-25',
      delivery_time: '16:00-19:00',
      payment_method: 'card',
    },
    paymentOutcome: 'success',
    paymentMethodLabel: 'بطاقة',
  },
};

export const CardPaymentFailed: Story = {
  args: { order: unpaidCardOrder, paymentOutcome: 'failed', paymentMethodLabel: 'بطاقة' },
};

export const BankTransfer: Story = {
  args: {
    order: { ...placedOrder, status: 'waiting', payment_method: 'bank_transfer' },
    paymentMethodLabel: 'تحويل بنكي',
  },
};

export const English: Story = {
  args: {
    order: {
      ...placedOrder,
      order_type: 'scheduled',
      delivery_date: '2026-11-25',
      delivery_time: '09:00-12:00',
    },
    paymentMethodLabel: 'Cash on delivery',
  },
  globals: { locale: 'en' },
};
