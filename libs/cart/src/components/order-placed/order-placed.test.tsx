import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { placedOrder } from '../cart-fixtures.js';
import { OrderPlaced, type OrderPlacedProps } from './order-placed.js';
import * as stories from './order-placed.stories.js';

function renderPlaced(
  props: Partial<OrderPlacedProps> & { order?: Order } = {},
  locale: 'ar' | 'en' = 'en',
) {
  render(
    <TestI18nProvider locale={locale}>
      <OrderPlaced
        order={placedOrder}
        paymentMethodLabel="Cash on delivery"
        orderHref="/orderDetailes/5120"
        shopHref="/"
        {...props}
      />
    </TestI18nProvider>,
  );
}

const unpaidCard: Order = {
  ...placedOrder,
  payment_method: 'card',
  is_paid: false,
  status: 'waiting',
};

describe('OrderPlaced', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says the order is placed and links its number to the details', () => {
    renderPlaced();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your order has been placed',
    );
    expect(screen.getByRole('link', { name: 'Order number 105120' })).toHaveAttribute(
      'href',
      '/orderDetailes/5120',
    );
    expect(screen.getByText('4821')).toBeVisible();
    expect(screen.getByText('As soon as possible')).toBeVisible();
  });

  it('shows the chosen delivery day in the Gregorian calendar with its time range', () => {
    renderPlaced(
      {
        order: {
          ...placedOrder,
          order_type: 'scheduled',
          delivery_date: '2026-11-25',
          delivery_time: '16:00-19:00',
        },
      },
      'ar',
    );
    const delivery = screen.getByText('التوصيل').nextElementSibling;
    expect(delivery).toHaveTextContent('نوفمبر');
    expect(delivery).toHaveTextContent('الأربعاء');
  });

  it('offers to pay again when the card payment failed, and says nothing was taken', async () => {
    const onPay = vi.fn();
    renderPlaced({
      order: unpaidCard,
      paymentOutcome: 'failed',
      paymentMethodLabel: 'Card',
      onPay,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The payment did not go through',
    );
    expect(screen.getByText(/No money was taken/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('does not offer payment for an order that is paid', () => {
    renderPlaced({
      order: { ...placedOrder, payment_method: 'card', is_paid: true },
      onPay: vi.fn(),
    });
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByText(/Paid/)).toBeVisible();
  });

  it('tells a bank-transfer customer the transfer is being checked', () => {
    renderPlaced({ order: { ...placedOrder, payment_method: 'bank_transfer', status: 'waiting' } });
    expect(screen.getByText(/checking your transfer/)).toBeVisible();
  });
});
