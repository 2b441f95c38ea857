import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { HomeSectionsSkeleton } from './home-sections-skeleton.js';
import * as stories from './home-sections-skeleton.stories.js';

describe('HomeSectionsSkeleton', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('keeps every section with its heading and says each one is loading', () => {
    render(
      <TestI18nProvider locale="en">
        <HomeSectionsSkeleton />
      </TestI18nProvider>,
    );
    const names = [
      'Featured',
      'Shop by category',
      'Offers',
      'Stores',
      'Newly added',
      'Best sellers',
    ];
    for (const name of names) {
      const region = screen.getByRole('region', { name });
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(within(region).getByRole('status')).toHaveTextContent('Loading…');
    }
    // In the order of the sections they stand for, so nothing moves when those arrive.
    expect(
      screen
        .getAllByRole('region')
        .map((region) => within(region).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(names);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
