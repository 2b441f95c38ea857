import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { emptyHomeFixture, homeFixture } from '../fixtures.js';
import { HomeSections } from './home-sections.js';
import * as stories from './home-sections.stories.js';

describe('HomeSections', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the sections in order, each a region named by its heading', () => {
    render(
      <TestI18nProvider locale="en">
        <HomeSections home={homeFixture} />
      </TestI18nProvider>,
    );
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')),
    ).toEqual([
      'catalog-home-banners',
      'catalog-home-categories',
      'catalog-home-offers',
      'catalog-home-providers',
      'catalog-home-newly-added',
      'catalog-home-most-selling',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Featured', 'Shop by category', 'Offers', 'Stores', 'Newly added', 'Best sellers']);
  });

  it('links every section to the right pages', () => {
    render(
      <TestI18nProvider locale="en">
        <HomeSections home={homeFixture} />
      </TestI18nProvider>,
    );
    const categories = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(categories).getByRole('link', { name: 'الإلكترونيات' })).toHaveAttribute(
      'href',
      '/categories/2',
    );
    const stores = screen.getByRole('region', { name: 'Stores' });
    expect(within(stores).getByRole('link', { name: /بيت العود/ })).toHaveAttribute(
      'href',
      '/providers/3',
    );
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('link', { name: 'See all: Offers' })).toHaveAttribute(
      'href',
      '/offers',
    );
    expect(within(offers).getByRole('link', { name: /زيت زيتون/ })).toHaveAttribute(
      'href',
      '/products/105',
    );
    expect(
      within(screen.getByRole('region', { name: 'Newly added' })).getByRole('link', {
        name: 'See all: Newly added',
      }),
    ).toHaveAttribute('href', '/newly-added');
    expect(
      within(screen.getByRole('region', { name: 'Best sellers' })).getByRole('link', {
        name: 'See all: Best sellers',
      }),
    ).toHaveAttribute('href', '/most-selling');
  });

  it('prioritises only the first banner image of the page', () => {
    render(
      <TestI18nProvider locale="en">
        <HomeSections home={homeFixture} />
      </TestI18nProvider>,
    );
    const prioritised = screen
      .getAllByRole('img')
      .filter((image) => image.getAttribute('fetchpriority') === 'high');
    expect(prioritised).toHaveLength(1);
    expect(prioritised[0]).toHaveAccessibleName(homeFixture.banners[0]?.title);
  });

  it('shows the right empty state in every section of an empty home', () => {
    render(
      <TestI18nProvider locale="en">
        <HomeSections home={emptyHomeFixture} />
      </TestI18nProvider>,
    );
    for (const [section, message] of [
      ['Featured', 'No offers to show right now'],
      ['Shop by category', 'No categories yet'],
      ['Stores', 'No stores yet'],
      ['Offers', 'No offers right now'],
      ['Newly added', 'No products yet'],
      ['Best sellers', 'No products yet'],
    ] as const) {
      const region = screen.getByRole('region', { name: section });
      expect(within(region).getByRole('heading', { level: 3, name: message })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
