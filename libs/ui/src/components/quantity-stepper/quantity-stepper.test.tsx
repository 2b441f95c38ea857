import { composeStories } from '@storybook/react-vite';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider, testCatalogue } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { QuantityStepper } from './quantity-stepper.js';
import * as stories from './quantity-stepper.stories.js';

function Harness({
  initialValue,
  max,
  onChange,
}: {
  initialValue: number;
  max?: number;
  onChange: (next: number) => void;
}) {
  const [value, setValue] = useState(initialValue);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('steps the quantity up and down', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness initialValue={2} max={10} onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('does not go below the minimum', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <QuantityStepper value={1} onChange={onChange} />
      </TestI18nProvider>,
    );
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the maximum-quantity message when the stock is reached', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness initialValue={2} max={3} onChange={onChange} />
      </TestI18nProvider>,
    );
    expect(screen.queryByText('Maximum quantity reached')).not.toBeInTheDocument();
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(3);
    const message = screen.getByText('Maximum quantity reached');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveAccessibleDescription(
      'Maximum quantity reached',
    );
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveFocus();
    await userEvent.click(increase);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while the new quantity is being saved', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <QuantityStepper value={2} max={5} isPending onChange={onChange} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables both buttons when disabled', () => {
    render(
      <TestI18nProvider locale="en">
        <QuantityStepper value={2} max={5} disabled onChange={() => {}} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('isolates the quantity from the Arabic text around it and says the message in Arabic', () => {
    render(
      <TestI18nProvider locale="ar">
        <QuantityStepper label="الكمية" value={12} max={12} onChange={() => {}} />
      </TestI18nProvider>,
    );
    const quantity = screen.getByText('12');
    expect(quantity.tagName).toBe('BDI');
    expect(
      screen.getByText(testCatalogue('ar')['errors.cart.maximumQuantity'] ?? 'missing'),
    ).toBeInTheDocument();
  });
});
