import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppliedCoupon } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { ramadanCoupon } from '../cart-fixtures.js';
import { CouponForm } from './coupon-form.js';
import * as stories from './coupon-form.stories.js';

function renderForm({
  coupon = null,
  onApply = vi.fn(),
  onRemove = vi.fn(),
  isPending = false,
  error,
}: {
  coupon?: AppliedCoupon | null;
  onApply?: (code: string) => void;
  onRemove?: () => void;
  isPending?: boolean;
  error?: string;
} = {}) {
  const ui = (props: { error?: string; coupon?: AppliedCoupon | null }) => (
    <TestI18nProvider locale="en">
      <CouponForm
        coupon={props.coupon ?? coupon}
        onApply={onApply}
        onRemove={onRemove}
        isPending={isPending}
        error={props.error}
      />
    </TestI18nProvider>
  );
  const view = render(ui({ error }));
  return { ...view, rerenderWith: (props: { error?: string }) => view.rerender(ui(props)) };
}

describe('CouponForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('asks for a code instead of applying a blank one', async () => {
    const onApply = vi.fn();
    renderForm({ onApply });
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a coupon code');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('applies the code trimmed and in upper case, with Enter too', async () => {
    const onApply = vi.fn();
    renderForm({ onApply });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Coupon code' }),
      ' ramadan10 {Enter}',
    );
    expect(onApply).toHaveBeenCalledWith('RAMADAN10');
  });

  it('shows the server refusal under the field and keeps the typed code', async () => {
    const onApply = vi.fn();
    const { rerenderWith } = renderForm({ onApply });
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'old2020');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    rerenderWith({ error: 'This coupon has expired' });
    expect(field).toHaveValue('old2020');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This coupon has expired');
    expect(field).toHaveFocus();
    await userEvent.type(field, '1');
    expect(screen.queryByText('This coupon has expired')).not.toBeInTheDocument();
  });

  it('shows that the code is being applied and ignores another press', async () => {
    const onApply = vi.fn();
    renderForm({ onApply, isPending: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'RAMADAN10');
    const apply = screen.getByRole('button', { name: /Apply/ });
    expect(apply).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the applied coupon with its discount and removes it', async () => {
    const onRemove = vi.fn();
    renderForm({ coupon: ramadanCoupon, onRemove });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/Coupon/)).toHaveTextContent('Coupon RAMADAN10 applied');
    expect(screen.getByText(/You save/)).toHaveTextContent('62.80 Saudi riyals');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon RAMADAN10' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('says from which order a coupon that takes nothing off yet applies', () => {
    renderForm({ coupon: { ...ramadanCoupon, discount: 0 } });
    expect(screen.getByText(/Applies to orders from/)).toHaveTextContent('150.00 Saudi riyals');
  });
});
