import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { homeFixture } from '../fixtures.js';
import { ShopSuggestions } from './shop-suggestions.js';
import * as stories from './shop-suggestions.stories.js';

describe('ShopSuggestions', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('suggests the categories and the best sellers, each a region with its own link onwards', () => {
    render(
      <TestI18nProvider locale="en">
        <ShopSuggestions home={homeFixture} idPrefix="search" />
      </TestI18nProvider>,
    );
    const categories = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(categories).getByRole('link', { name: 'الإلكترونيات' })).toHaveAttribute(
      'href',
      '/categories/2',
    );
    const bestSellers = screen.getByRole('region', { name: 'Best sellers' });
    expect(bestSellers).toHaveAttribute('aria-labelledby', 'search-suggested-best-sellers');
    expect(within(bestSellers).getAllByRole('listitem')).toHaveLength(
      homeFixture.most_selling.length,
    );
    expect(within(bestSellers).getByRole('link', { name: /See all/ })).toHaveAttribute(
      'href',
      '/most-selling',
    );
  });

  it('leaves out a part the store has nothing for', () => {
    render(
      <TestI18nProvider locale="en">
        <ShopSuggestions home={{ categories: [], most_selling: [] }} idPrefix="none" />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
