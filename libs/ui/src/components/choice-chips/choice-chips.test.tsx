import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { ChoiceChips, type ChoiceOption } from './choice-chips.js';
import * as stories from './choice-chips.stories.js';

const sizes: ChoiceOption<'s' | 'm' | 'l' | 'xl'>[] = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  {
    value: 'l',
    label: 'L',
    isDisabled: true,
    description: 'Out of stock',
    descriptionDisplay: 'hidden',
  },
  { value: 'xl', label: 'XL' },
];

const colors: ChoiceOption[] = [
  { value: 'black', label: 'Black', color: '#111827' },
  { value: 'white', label: 'White', color: '#ffffff' },
  {
    value: 'green',
    label: 'Green',
    color: '#0b6b5d',
    isDisabled: true,
    description: 'Out of stock',
  },
];

const days: ChoiceOption[] = [
  { value: '2026-11-24', label: 'Today', description: 'Nov 24' },
  { value: '2026-11-25', label: 'Tomorrow', description: 'Nov 25' },
  { value: '2026-11-26', label: 'Thursday', description: 'Nov 26' },
];

describe('ChoiceChips', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names the group and each chip by its text', () => {
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips label="Size" options={sizes} />
      </TestI18nProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(within(group).getByRole('radio', { name: 'M' })).not.toBeChecked();
  });

  it('chooses the chip the user taps and marks it chosen', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips label="Size" options={sizes} onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('m');
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'S' })).not.toBeChecked();
  });

  it('does not let the user choose a crossed-out option, and says why it is out', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips label="Size" options={sizes} onChange={onChange} />
      </TestI18nProvider>,
    );
    const large = screen.getByRole('radio', { name: 'L' });
    expect(large).toBeDisabled();
    expect(large).toHaveAccessibleDescription('Out of stock');
    await userEvent.click(large);
    expect(large).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets the user choose a sold-out option that can be asked for, drawn crossed out', async () => {
    const onChange = vi.fn();
    const soldOut = sizes.map((option) =>
      option.value === 'l' ? { ...option, isDisabled: false, isUnavailable: true } : option,
    );
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips label="Size" options={soldOut} defaultValue="m" onChange={onChange} />
      </TestI18nProvider>,
    );
    const large = screen.getByRole('radio', { name: 'L' });
    expect(large).toBeEnabled();
    expect(large).toHaveAccessibleDescription('Out of stock');
    // Drawn crossed out: its chip is marked unavailable, as a disabled one is.
    expect(large.closest('.mj-choice-chips__option')).toHaveAttribute('data-unavailable');
    // Reached by the arrow keys as any other.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(large).toHaveFocus();
    expect(large).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('l');
  });

  it('moves on with the right arrow in English, skipping the disabled chip', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips label="Size" options={sizes} defaultValue="m" onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const extraLarge = screen.getByRole('radio', { name: 'XL' });
    expect(extraLarge).toHaveFocus();
    expect(extraLarge).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('xl');
  });

  it('moves on with the left arrow in Arabic', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="ar">
        <ChoiceChips
          label="الوزن"
          options={[
            { value: '250', label: '250 جم' },
            { value: '500', label: '500 جم' },
          ]}
          defaultValue="250"
          onChange={onChange}
        />
      </TestI18nProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '500 جم' })).toBeChecked();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('500');
  });

  it('names each swatch by its colour and shows the chosen colour after the group name', async () => {
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips appearance="swatch" label="Color" options={colors} />
      </TestI18nProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Color' });
    await userEvent.click(within(group).getByRole('radio', { name: 'White' }));
    expect(within(group).getByRole('radio', { name: 'White' })).toBeChecked();
    const shown = screen.getAllByText('White').filter((element) => !group.contains(element));
    expect(shown).toHaveLength(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getAllByText('Black').filter((element) => !group.contains(element))).toHaveLength(
      1,
    );
    expect(screen.getByRole('radio', { name: 'Green' })).toHaveAccessibleDescription(
      'Out of stock',
    );
  });

  it('shows the swatch value the caller gives', () => {
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <ChoiceChips appearance="swatch" label="Color" options={colors} value={null} />
      </TestI18nProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Color' });
    expect(screen.getAllByText('White').filter((element) => !group.contains(element))).toHaveLength(
      0,
    );
    rerender(
      <TestI18nProvider locale="en">
        <ChoiceChips appearance="swatch" label="Color" options={colors} value="white" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
    const shown = screen
      .getAllByText('White')
      .filter((element) => !screen.getByRole('radiogroup').contains(element));
    expect(shown).toHaveLength(1);
  });

  it('names each day card by its top line and its date', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips appearance="day" label="Delivery day" options={days} onChange={onChange} />
      </TestI18nProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery day' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(group).getByRole('radio', { name: 'Tomorrow Nov 25' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-11-25');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Thursday Nov 26' })).toBeChecked();
  });

  it('marks the group invalid and reads the error with it', () => {
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips
          label="Size"
          options={sizes}
          required
          hint="Sizes run large"
          error="Please select the variant first"
        />
      </TestI18nProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Sizes run large Please select the variant first');
  });

  it('lets nothing be chosen while the whole group is disabled', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ChoiceChips label="Size" options={sizes} defaultValue="s" disabled onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
  });
});
