import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { STICKY_ACTION_BAR_TWIN_CLASS } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  cartAllUnavailable,
  cartBelowFreeShipping,
  cartWithCoupon,
  cartWithUnavailable,
} from '../cart-fixtures.js';
import { CartSummary } from './cart-summary.js';
import * as stories from './cart-summary.stories.js';

/** The value the summary shows for a term: terms and values come in pairs. */
const valueOf = (term: string) => {
  const index = screen
    .getAllByRole('term')
    .findIndex((candidate) => candidate.textContent === term);
  const value = screen.getAllByRole('definition')[index];
  if (index < 0 || !value) throw new Error(`No value for ${term}`);
  return value;
};

describe('CartSummary', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the products price, the delivery fee, the total and the VAT it includes', () => {
    render(
      <TestI18nProvider locale="en">
        <CartSummary cart={cartBelowFreeShipping} checkoutHref="/checkout" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    expect(valueOf('Products')).toHaveTextContent('190.00 Saudi riyals');
    expect(valueOf('Delivery')).toHaveTextContent('25.00 Saudi riyals');
    expect(valueOf('Total')).toHaveTextContent('215.00 Saudi riyals');
    expect(screen.queryByText(/Coupon discount/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      'VAT (15%) included 28.04 Saudi riyals',
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it("names the VAT rate the store's settings give", () => {
    render(
      <TestI18nProvider locale="ar">
        <CartSummary cart={cartBelowFreeShipping} vatRate={0.05} checkoutHref="/checkout" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'ملخص الطلب' })).toHaveTextContent(
      'ضريبة القيمة المضافة (5٪) مشمولة 28.04 ريال سعودي',
    );
  });

  it('shows the coupon discount with its code and free delivery', () => {
    render(
      <TestI18nProvider locale="en">
        <CartSummary cart={cartWithCoupon} checkoutHref="/checkout" />
      </TestI18nProvider>,
    );
    expect(valueOf('Coupon discount (RAMADAN10)')).toHaveTextContent('62.80 Saudi riyals');
    expect(valueOf('Delivery')).toHaveTextContent('Free');
    expect(valueOf('Total')).toHaveTextContent('565.20 Saudi riyals');
  });

  it('checks out through the button when no link is given', async () => {
    const onCheckout = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <CartSummary cart={cartWithUnavailable} onCheckout={onCheckout} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it('turns checkout off and says why when no line can be ordered', async () => {
    const onCheckout = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <CartSummary cart={cartAllUnavailable} checkoutHref="/checkout" onCheckout={onCheckout} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'None of the products in your cart can be ordered now. Remove them to continue.',
    );
    await userEvent.click(button);
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('turns checkout off when asked to', () => {
    render(
      <TestI18nProvider locale="en">
        <CartSummary cart={cartBelowFreeShipping} onCheckout={vi.fn()} isCheckoutDisabled />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('keeps the total and "Checkout" in the phone bar, which stands in for its own "Checkout"', () => {
    render(
      <TestI18nProvider locale="en">
        <CartSummary cart={cartBelowFreeShipping} checkoutHref="/checkout" isCheckoutSticky />
      </TestI18nProvider>,
    );
    // jsdom shows both: phones show (and read) only the bar's, desktop only the summary's.
    const [inline, inBar] = screen.getAllByRole('link', { name: 'Checkout' });
    expect(inline).toHaveClass(STICKY_ACTION_BAR_TWIN_CLASS);
    expect(inBar).not.toHaveClass(STICKY_ACTION_BAR_TWIN_CLASS);
    expect(inBar).toHaveAttribute('href', '/checkout');
    const bar = inBar?.closest<HTMLElement>('.ui-sticky-action-bar');
    expect(bar).toHaveAttribute('data-mode', 'phone-only');
    if (!bar) return;
    expect(within(bar).getByText('Total')).toBeInTheDocument();
    expect(within(bar).getByText('215.00 Saudi riyals')).toBeInTheDocument();
  });

  it('places the order from the phone bar, busy while it is being placed', async () => {
    const onCheckout = vi.fn();
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <CartSummary
          cart={cartBelowFreeShipping}
          checkoutLabel="Place order"
          onCheckout={onCheckout}
          isCheckoutSticky
        />
      </TestI18nProvider>,
    );
    const inBar = screen.getAllByRole('button', { name: 'Place order' })[1];
    if (!inBar) throw new Error('No "Place order" in the bar');
    await userEvent.click(inBar);
    expect(onCheckout).toHaveBeenCalledTimes(1);
    rerender(
      <TestI18nProvider locale="en">
        <CartSummary
          cart={cartBelowFreeShipping}
          checkoutLabel="Place order"
          onCheckout={onCheckout}
          isCheckoutSticky
          isCheckoutPending
        />
      </TestI18nProvider>,
    );
    for (const button of screen.getAllByRole('button', { name: /Place order/ })) {
      expect(button).toBeDisabled();
    }
  });

  it('shows one "Checkout" when not asked for the phone bar', () => {
    render(
      <TestI18nProvider locale="en">
        <CartSummary cart={cartBelowFreeShipping} checkoutHref="/checkout" />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('link', { name: 'Checkout' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Checkout' })).not.toHaveClass(
      STICKY_ACTION_BAR_TWIN_CLASS,
    );
  });
});
