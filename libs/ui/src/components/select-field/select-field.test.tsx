import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import * as stories from './select-field.stories.js';

const { Default, English, WithError, FailedWithRetry } = composeStories(stories);

describe('SelectField', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('is a select named by its label, starting on the empty choice', async () => {
    render(<Default />);
    const select = screen.getByRole('combobox', { name: 'المدينة' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'اختر المدينة' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'جدة');
    expect(select).toHaveValue('2');
  });

  it('reads its hint with it, in English too', () => {
    render(<English />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      'Where your orders are delivered',
    );
  });

  it('is marked invalid and described by its error', () => {
    render(<WithError />);
    const select = screen.getByRole('combobox', { name: /المدينة/ });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('يرجى اختيار المدينة');
    expect(select).toBeRequired();
  });

  it('offers the action beside its hint', () => {
    render(<FailedWithRetry />);
    expect(screen.getByRole('combobox', { name: 'المدينة' })).toHaveAccessibleDescription(
      'تعذّر تحميل المدن.',
    );
    expect(screen.getByRole('button', { name: 'أعد المحاولة' })).toBeInTheDocument();
  });
});
