import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { productsFixture } from '../fixtures.js';
import { ProductRail } from './product-rail.js';
import * as stories from './product-rail.stories.js';

describe('ProductRail', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names its section by its heading and lists a card per product', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductRail
          headingId="rail"
          title="Offers"
          products={productsFixture}
          emptyMessage="No offers right now"
        />
      </TestI18nProvider>,
    );
    const section = screen.getByRole('region', { name: 'Offers' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Offers' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(productsFixture.length);
    expect(within(section).getAllByRole('link')[0]).toHaveAttribute('href', '/products/101');
  });

  it('links "See all" to the full list, named after the section', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductRail
          headingId="rail"
          title="Offers"
          products={productsFixture}
          seeAllHref="/offers"
          emptyMessage="No offers right now"
        />
      </TestI18nProvider>,
    );
    const seeAll = screen.getByRole('link', { name: 'See all: Offers' });
    expect(seeAll).toHaveAttribute('href', '/offers');
    expect(seeAll).toHaveTextContent('See all');
  });

  it('has no "See all" link without a target', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductRail
          headingId="rail"
          title="Offers"
          products={productsFixture}
          emptyMessage="No offers right now"
        />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
  });

  it('shows the empty state and no "See all" link when there are no products', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductRail
          headingId="rail"
          title="Offers"
          products={[]}
          seeAllHref="/offers"
          emptyMessage="No offers right now"
        />
      </TestI18nProvider>,
    );
    const section = screen.getByRole('region', { name: 'Offers' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'No offers right now' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('fetches only the first two images first in a priority rail', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductRail
          headingId="rail"
          title="Offers"
          products={productsFixture}
          emptyMessage="No offers right now"
          isPriority
        />
      </TestI18nProvider>,
    );
    const images = productsFixture.map((product) =>
      screen.getByRole('img', { name: product.name }),
    );
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(2)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('loads every image lazily in a rail that is not a priority', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductRail
          headingId="rail"
          title="Offers"
          products={productsFixture}
          emptyMessage="No offers right now"
        />
      </TestI18nProvider>,
    );
    for (const product of productsFixture) {
      expect(screen.getByRole('img', { name: product.name })).toHaveAttribute('loading', 'lazy');
    }
  });
});
