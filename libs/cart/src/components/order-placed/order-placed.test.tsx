import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
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

  it('says what happens next, step by step, for a cash order delivered as soon as possible', () => {
    renderPlaced();
    const next = screen.getByRole('region', { name: 'What happens next' });
    const steps = within(next)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      'The store confirms your order and prepares it.',
      'A delegate brings it to your address, and you can follow the way live.',
      'We notify you at each step; give the delegate the delivery code on arrival.',
    ]);
  });

  it('starts with the transfer check for a bank transfer, and with the chosen day for a scheduled order', () => {
    renderPlaced({
      order: {
        ...placedOrder,
        payment_method: 'bank_transfer',
        order_type: 'scheduled',
        delivery_date: '2026-12-10',
        delivery_time: '09:00-12:00',
      },
    });
    const steps = within(screen.getByRole('region', { name: 'What happens next' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps[0]).toBe('We check your transfer, then the store prepares your order.');
    expect(steps[1]).toBe('A delegate brings it on the day and at the time you chose.');
  });

  it('leads on with two buttons: following the order first, then shopping', () => {
    renderPlaced();
    const follow = screen.getByRole('link', { name: 'Follow your order' });
    const shop = screen.getByRole('link', { name: 'Continue shopping' });
    expect(follow).toHaveAttribute('href', '/orderDetailes/5120');
    expect(shop).toHaveAttribute('href', '/');
    // A primary button (a link drawn as a button without a variant is primary), then a secondary.
    expect(follow).toHaveClass('mj-button');
    expect(follow).not.toHaveClass('cart-placed__action--secondary');
    expect(shop).toHaveClass('mj-button', 'cart-placed__action--secondary');
  });

  it('offers the tax invoice of an order already paid, and not of one paid on delivery', () => {
    const invoiceHref = '/orderDetailes/5120/invoice';
    renderPlaced({
      order: { ...placedOrder, payment_method: 'wallet', is_paid: true },
      invoiceHref,
    });
    expect(screen.getByRole('link', { name: 'Tax invoice' })).toHaveAttribute('href', invoiceHref);
    cleanup();
    renderPlaced({ order: { ...placedOrder, is_paid: false }, invoiceHref });
    expect(screen.queryByRole('link', { name: 'Tax invoice' })).not.toBeInTheDocument();
    cleanup();
    renderPlaced({ order: unpaidCard, invoiceHref });
    expect(screen.queryByRole('link', { name: 'Tax invoice' })).not.toBeInTheDocument();
  });

  it('says nothing of next steps while a card payment has not gone through', () => {
    renderPlaced({ order: unpaidCard, paymentOutcome: 'failed', onPay: vi.fn() });
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument();
    // "Pay now" is the primary action there.
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveClass(
      'cart-placed__action--secondary',
    );
  });
});
