import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError, type Order } from '@matjar/api-client';
import { placedOrder } from '../cart-fixtures.js';
import type { PayOrderMutation } from '../screen-inputs.js';
import { withCartLocale } from '../story-decorators.js';
import { STORY_PAYMENT_URL } from '../story-store.js';
import { OrderPlacedScreen } from './order-placed-screen.js';

const unpaidCardOrder: Order = {
  ...placedOrder,
  status: 'waiting',
  payment_method: 'card',
  is_paid: false,
  can_pay: true,
};

const orderQuery = (order: Order | undefined, error: unknown = null) => ({
  data: order,
  isError: error !== null,
  error,
  refetch: fn(),
});

/** "Pay now" as the store answers it: a new payment page at once. */
const payment = (state: Partial<PayOrderMutation> = {}): PayOrderMutation => ({
  mutate: fn((_variables, options) => options?.onSuccess?.(STORY_PAYMENT_URL)),
  reset: fn(),
  isPending: false,
  isSuccess: false,
  isError: false,
  error: null,
  ...state,
});

const meta = {
  title: 'cart/OrderPlacedScreen',
  component: OrderPlacedScreen,
  decorators: [withCartLocale],
  args: {
    orderId: placedOrder.id,
    order: orderQuery(placedOrder),
    pay: payment(),
    onPaymentPage: fn(() => true),
    returnUrl: '/cart/completed',
    orderHref: (id) => `/orderDetailes/${id}`,
    ordersHref: '/orders',
    shopHref: '/',
  },
} satisfies Meta<typeof OrderPlacedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cash order, placed: its number, delivery, payment, total and what happens next. */
export const Placed: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** Back from the payment page without paying: "Pay now" opens a new payment page. */
export const CardPaymentFailed: Story = {
  args: { order: orderQuery(unpaidCardOrder), paymentOutcome: 'failed' },
};

/** "Pay now" pressed: the button is busy until the payment page opens. */
export const Paying: Story = {
  args: {
    order: orderQuery(unpaidCardOrder),
    paymentOutcome: 'failed',
    pay: payment({ isPending: true }),
  },
  globals: { locale: 'en' },
};

/** The store refused a new payment page: its message under the actions. */
export const PaymentRefused: Story = {
  args: {
    order: orderQuery(unpaidCardOrder),
    paymentOutcome: 'failed',
    pay: payment({
      isError: true,
      error: new ApiError({ kind: 'fail', call: 'orders.pay', msg: 'تعذر إنشاء صفحة الدفع' }),
    }),
  },
};

/** The address names no order, or one the store does not know: a way to the orders. */
export const NotFound: Story = { args: { orderId: undefined, order: orderQuery(undefined) } };

/** The order is on its way: a skeleton holds its place. */
export const Loading: Story = { args: { order: orderQuery(undefined) } };

/** The store failed to give the order: the screen says so and offers to try again. */
export const StoreDown: Story = {
  args: {
    order: orderQuery(
      undefined,
      new ApiError({ kind: 'exception', call: 'orders.details', status: 500 }),
    ),
  },
};
