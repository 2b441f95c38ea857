import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Spinner } from './spinner.js';
import * as stories from './spinner.stories.js';

describe('Spinner', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('announces that something is loading', () => {
    render(
      <TestI18nProvider locale="en">
        <Spinner />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading…$/);
  });

  it('announces it in Arabic to Arabic readers', () => {
    render(
      <TestI18nProvider locale="ar">
        <Spinner size="lg" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  });

  it('says what is loading when told', () => {
    render(
      <TestI18nProvider locale="en">
        <Spinner size="sm" label="Loading more products…" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading more products…$/);
  });
});
