import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { ErrorState } from './error-state.js';
import * as stories from './error-state.stories.js';

describe('ErrorState', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('announces a localized message when no title is given', () => {
    render(
      <TestI18nProvider locale="en">
        <ErrorState onRetry={() => undefined} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(
      screen.getByRole('heading', { name: 'Something went wrong. Please try again.' }),
    ).toBeInTheDocument();
  });

  it('speaks Arabic to Arabic readers', () => {
    render(
      <TestI18nProvider locale="ar">
        <ErrorState onRetry={() => undefined} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.' }),
    ).toBeInTheDocument();
  });

  it('retries when the retry button is pressed', async () => {
    const onRetry = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ErrorState title="We could not load your orders." onRetry={onRetry} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ignores further presses while the retry is under way', async () => {
    const onRetry = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ErrorState onRetry={onRetry} isRetrying />
      </TestI18nProvider>,
    );
    const retry = screen.getByRole('button', { name: /Try again/ });
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
    expect(retry).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the title and description it is given', () => {
    render(
      <TestI18nProvider locale="en">
        <ErrorState
          title="We could not load your orders."
          description="Check your connection, then try again."
        />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'We could not load your orders.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check your connection, then try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
