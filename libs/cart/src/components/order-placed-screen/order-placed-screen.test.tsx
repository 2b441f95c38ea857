import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Order } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { placedOrder } from '../cart-fixtures.js';
import type { OrderQuery, PayOrderMutation } from '../screen-inputs.js';
import { OrderPlacedScreen, type OrderPlacedScreenProps } from './order-placed-screen.js';
import * as stories from './order-placed-screen.stories.js';

const unpaidCardOrder: Order = {
  ...placedOrder,
  status: 'waiting',
  payment_method: 'card',
  is_paid: false,
  can_pay: true,
};

const orderQuery = (order: Order | undefined, error: unknown = null): OrderQuery => ({
  data: order,
  isError: error !== null,
  error,
  refetch: vi.fn(),
});

/** "Pay now" answered by the store with `paymentUrl`. */
const payment = (paymentUrl: string, state: Partial<PayOrderMutation> = {}) => ({
  mutate: vi.fn<PayOrderMutation['mutate']>((_variables, options) =>
    options?.onSuccess?.(paymentUrl),
  ),
  reset: vi.fn(),
  isPending: false,
  isSuccess: false,
  isError: false,
  error: null,
  ...state,
});

/** The screen in English. */
function renderScreen(props: Partial<OrderPlacedScreenProps> = {}) {
  const onPaymentPage = vi.fn<(url: string) => boolean>(() => true);
  render(
    <TestI18nProvider locale="en">
      <OrderPlacedScreen
        orderId={placedOrder.id}
        order={orderQuery(placedOrder)}
        pay={payment('https://pay.example/checkout/pay_9')}
        onPaymentPage={onPaymentPage}
        returnUrl="/cart/completed"
        orderHref={(id) => `/orderDetailes/${id}`}
        ordersHref="/orders"
        shopHref="/"
        {...props}
      />
    </TestI18nProvider>,
  );
  return { onPaymentPage };
}

describe('OrderPlacedScreen', () => {
  it('shows the placed order, its number leading to its details, and how it is paid', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your order has been placed',
    );
    expect(screen.getByRole('link', { name: 'Order number 105120' })).toHaveAttribute(
      'href',
      `/orderDetailes/${placedOrder.id}`,
    );
    expect(screen.getByText('Cash on delivery')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('opens a new payment page on "Pay now" after a failed card payment, coming back here', async () => {
    const pay = payment('https://pay.example/checkout/pay_9');
    const { onPaymentPage } = renderScreen({
      order: orderQuery(unpaidCardOrder),
      paymentOutcome: 'failed',
      pay,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The payment did not go through',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(pay.mutate).toHaveBeenCalledWith(
      { id: unpaidCardOrder.id, returnUrl: new URL('/cart/completed', window.location.href).href },
      expect.anything(),
    );
    expect(onPaymentPage).toHaveBeenCalledWith('https://pay.example/checkout/pay_9');
    expect(pay.reset).not.toHaveBeenCalled();
  });

  it('lets "Pay now" be pressed again when the payment page could not be opened', async () => {
    const pay = payment('https://elsewhere.example/pay');
    renderScreen({
      order: orderQuery(unpaidCardOrder),
      paymentOutcome: 'failed',
      pay,
      onPaymentPage: () => false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(pay.reset).toHaveBeenCalledOnce();
  });

  it('keeps "Pay now" busy while the payment page is asked for and once it is opening', () => {
    renderScreen({
      order: orderQuery(unpaidCardOrder),
      paymentOutcome: 'failed',
      pay: payment('https://pay.example/checkout/pay_9', { isSuccess: true }),
    });
    const button = screen.getByRole('button', { name: /^Pay now/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('says why the store refused a new payment page', () => {
    renderScreen({
      order: orderQuery(unpaidCardOrder),
      paymentOutcome: 'failed',
      pay: payment('', {
        isError: true,
        error: new ApiError({ kind: 'fail', call: 'orders.pay', msg: 'This order is paid' }),
      }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This order is paid');
  });

  it('leads to the orders when the address names no order', () => {
    renderScreen({ orderId: undefined, order: orderQuery(undefined) });
    expect(
      screen.getByRole('heading', {
        name: 'We could not find this order. Your orders list has every order you placed.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
  });

  it('leads to the orders when the store does not know the order', () => {
    renderScreen({
      order: orderQuery(
        undefined,
        new ApiError({ kind: 'fail', call: 'orders.details', msg: 'Not found' }),
      ),
    });
    expect(screen.getByRole('link', { name: 'My orders' })).toBeVisible();
  });

  it('offers to try again when the store failed to give the order', async () => {
    const order = orderQuery(undefined, new ApiError({ kind: 'network', call: 'orders.details' }));
    renderScreen({ order });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(order.refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: 'My orders' })).not.toBeInTheDocument();
  });

  it('shows nothing of the order while it is on its way', () => {
    renderScreen({ order: orderQuery(undefined) });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('OrderPlacedScreen stories', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('CardPaymentFailed: "Pay now" opens the payment page', async () => {
    const { CardPaymentFailed } = composeStories(stories);
    render(<CardPaymentFailed />);
    await userEvent.click(screen.getByRole('button', { name: 'ادفع الآن' }));
    expect(CardPaymentFailed.args.onPaymentPage).toHaveBeenCalled();
  });
});
