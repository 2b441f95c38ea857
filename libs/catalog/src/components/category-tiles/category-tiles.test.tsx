import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { categoriesFixture } from '../fixtures.js';
import { CategoryTiles } from './category-tiles.js';
import * as stories from './category-tiles.stories.js';

describe('CategoryTiles', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links each category, named by its name, to its page', () => {
    render(
      <TestI18nProvider locale="en">
        <CategoryTiles categories={categoriesFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(categoriesFixture.length);
    expect(screen.getByRole('link', { name: 'البقالة' })).toHaveAttribute('href', '/categories/1');
    expect(screen.getByRole('link', { name: 'القرطاسية' })).toHaveAttribute(
      'href',
      '/categories/8',
    );
  });

  it('says there are no categories when the list is empty', () => {
    render(
      <TestI18nProvider locale="en">
        <CategoryTiles categories={[]} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
