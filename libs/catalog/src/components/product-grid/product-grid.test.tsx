import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from '../favorite-button/favorite-button.js';
import { listProductsFixture } from '../list-fixtures.js';
import { ProductGrid } from './product-grid.js';
import * as stories from './product-grid.stories.js';

describe('ProductGrid', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('lists a card linking to each product, in order', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGrid products={listProductsFixture} emptyTitle="No products yet" />
      </TestI18nProvider>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(listProductsFixture.length);
    listProductsFixture.forEach((product, index) => {
      expect(within(items[index] as HTMLElement).getByRole('link')).toHaveAttribute(
        'href',
        `/products/${product.id}`,
      );
    });
    expect(screen.queryByRole('heading', { name: 'No products yet' })).not.toBeInTheDocument();
  });

  it('shows the empty state with its title and body when there are no products', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGrid
          products={[]}
          emptyTitle="No results match your search"
          emptyBody="Try other words."
        />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No results match your search' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try other words.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('fetches the first image first by default and the rest lazily', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGrid products={listProductsFixture} emptyTitle="No products yet" />
      </TestI18nProvider>,
    );
    listProductsFixture.forEach((product, index) => {
      const image = screen.getByRole('img', { name: product.name });
      if (index === 0) expect(image).toHaveAttribute('fetchpriority', 'high');
      else expect(image).toHaveAttribute('loading', 'lazy');
    });
  });

  it('fetches as many images first as it is told', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGrid
          products={listProductsFixture}
          emptyTitle="No products yet"
          priorityCount={0}
        />
      </TestI18nProvider>,
    );
    for (const product of listProductsFixture) {
      expect(screen.getByRole('img', { name: product.name })).not.toHaveAttribute('fetchpriority');
    }
  });

  it('puts a favourite button on each card, outside its link', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ProductGrid
          products={listProductsFixture}
          emptyTitle="No products yet"
          favoriteSlot={(product) => (
            <FavoriteButton
              isFavorite={product.is_favorite}
              productName={product.name}
              onToggle={() => onToggle(product.id)}
            />
          )}
        />
      </TestI18nProvider>,
    );
    const [firstItem] = screen.getAllByRole('listitem');
    const link = within(firstItem as HTMLElement).getByRole('link');
    const button = within(firstItem as HTMLElement).getByRole('button', {
      name: /^Favorite: /,
    });
    expect(link).not.toContainElement(button);
    await user.click(button);
    expect(onToggle).toHaveBeenCalledWith(listProductsFixture[0]?.id);
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(
      listProductsFixture.filter((product) => product.is_favorite).length,
    );
  });

  it('renders its links through the link component it is given', () => {
    function RouterLink({ to, className, children }: LinkProps) {
      return (
        <a href={`/en${to}`} className={className}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={RouterLink}>
          <ProductGrid products={listProductsFixture.slice(0, 1)} emptyTitle="No products yet" />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/products/101');
  });
});
