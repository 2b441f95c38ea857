import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { RadioGroup, type RadioOption } from './radio-group.js';
import * as stories from './radio-group.stories.js';

const slots: RadioOption<'morning' | 'evening' | 'night'>[] = [
  { value: 'morning', label: 'Morning', description: '9 am to 1 pm' },
  { value: 'evening', label: 'Evening' },
  { value: 'night', label: 'Night' },
];

describe('RadioGroup', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names the group and reads each option with its description', () => {
    render(
      <TestI18nProvider locale="en">
        <RadioGroup label="Delivery time" options={slots} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Delivery time' })).toBeInTheDocument();
    const morning = screen.getByRole('radio', { name: 'Morning' });
    expect(morning).toHaveAccessibleDescription('9 am to 1 pm');
    expect(morning).not.toBeChecked();
  });

  it('calls onChange with the option the user chooses', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RadioGroup label="Delivery time" options={slots} onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByText('Evening'));
    expect(onChange).toHaveBeenCalledWith('evening');
    expect(screen.getByRole('radio', { name: 'Evening' })).toBeChecked();
  });

  it('shows the value it is given', () => {
    render(
      <TestI18nProvider locale="en">
        <RadioGroup label="Delivery time" options={slots} value="night" onChange={() => {}} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Night' })).toBeChecked();
  });

  it('does not let the user choose a disabled option', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RadioGroup
          label="Payment method"
          options={[
            { value: 'card', label: 'Card' },
            { value: 'wallet', label: 'Wallet', isDisabled: true },
          ]}
          onChange={onChange}
        />
      </TestI18nProvider>,
    );
    const wallet = screen.getByRole('radio', { name: 'Wallet' });
    expect(wallet).toBeDisabled();
    await userEvent.click(wallet);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks the group invalid and reads the error with it', () => {
    render(
      <TestI18nProvider locale="en">
        <RadioGroup
          label="Delivery time"
          options={slots}
          required
          hint="Deliveries are in Riyadh time"
          error="Please choose a delivery time"
        />
      </TestI18nProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery time' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription(
      'Deliveries are in Riyadh time Please choose a delivery time',
    );
  });

  it('moves to the next option with the right arrow in English', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RadioGroup
          label="Delivery time"
          options={slots}
          defaultValue="morning"
          onChange={onChange}
        />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Morning' }));
    await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Evening' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('evening');
  });

  it('moves to the next option with the left arrow in Arabic', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="ar">
        <RadioGroup
          label="وقت التوصيل"
          options={[
            { value: 'morning', label: 'صباحًا' },
            { value: 'evening', label: 'مساءً' },
            { value: 'night', label: 'ليلًا' },
          ]}
          defaultValue="morning"
          onChange={onChange}
        />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'صباحًا' }));
    await userEvent.keyboard('{ArrowLeft>}{/ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'مساءً' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('evening');
  });

  it('checks the option an arrow key moves to, however quickly the key is released', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="ar">
        <RadioGroup
          label="طريقة الدفع"
          options={[
            { value: 'card', label: 'بطاقة' },
            { value: 'wallet', label: 'المحفظة', isDisabled: true },
            { value: 'cash', label: 'الدفع عند الاستلام' },
          ]}
          onChange={onChange}
        />
      </TestI18nProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'بطاقة' })).toHaveFocus();
    // A key pressed and released at once, as a fast typist, a switch device or a script does.
    await userEvent.keyboard('{ArrowLeft}');
    const cash = screen.getByRole('radio', { name: 'الدفع عند الاستلام' });
    expect(cash).toHaveFocus();
    expect(cash).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('cash');
    // Past the last option, the arrow comes back to the first one; the other way, it goes back.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'بطاقة' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(cash).toHaveFocus();
    expect(cash).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('checks the next option with a quick right arrow in English, and leaves Tab to leave the group', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RadioGroup label="Delivery time" options={slots} value="morning" onChange={onChange} />
        <button type="button">Place order</button>
      </TestI18nProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Morning' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Evening' })).toHaveFocus();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('evening');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveFocus();
  });
});
