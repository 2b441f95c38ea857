import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { ProductGridSkeleton } from './product-grid-skeleton.js';
import * as stories from './product-grid-skeleton.stories.js';

describe('ProductGridSkeleton', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says once that the products are loading, with a placeholder per card and no link', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGridSkeleton count={6} />
      </TestI18nProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(within(status).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
