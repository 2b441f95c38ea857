import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  discountedProduct,
  outOfStockProduct,
  regularProduct,
  unratedProduct,
} from '../fixtures.js';
import { FavoriteButton } from '../favorite-button/favorite-button.js';
import { type ProductCardActions, ProductCardActionsProvider } from './product-card-actions.js';
import { ProductCard } from './product-card.js';
import * as stories from './product-card.stories.js';

describe('ProductCard', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links the whole card to the product page', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={regularProduct} />
      </TestI18nProvider>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/products/102');
    expect(link).toHaveAccessibleName(/تمر سكري القصيم فاخر/);
    expect(link).toHaveAccessibleName(/تمور القصيم/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows both prices of a discounted product and announces the discount', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={discountedProduct} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('\u20C1 45.00')).toBeInTheDocument();
    expect(screen.getByText('\u20C1 55.00').closest('s')).not.toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName(
      /Was 55\.00 Saudi riyals, now 45\.00 Saudi riyals, 18% off/,
    );
  });

  it('shows one price when the product is not discounted', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={regularProduct} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('\u20C1 65.00')).toBeInTheDocument();
    expect(screen.getByRole('link')).not.toHaveAccessibleName(/Was/);
  });

  it('shows an out-of-stock badge when no unit is available', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={outOfStockProduct} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName(/Out of stock/);
  });

  it('shows no out-of-stock badge when the product is available', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={discountedProduct} />
      </TestI18nProvider>,
    );
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('shows the rating with its count when the product is rated', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={discountedProduct} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('img', { name: /Rated 4\.6 out of 5/ })).toBeInTheDocument();
    expect(screen.getByText('(124)')).toBeInTheDocument();
  });

  it('shows no rating when nobody has rated the product', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={unratedProduct} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('loads the image lazily with its size reserved', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={regularProduct} />
      </TestI18nProvider>,
    );
    const image = screen.getByRole('img', { name: regularProduct.name });
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the image first when the card is a priority', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={regularProduct} isPriority />
      </TestI18nProvider>,
    );
    const image = screen.getByRole('img', { name: regularProduct.name });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
  });

  it('renders through the link component it is given', () => {
    function RouterLink({ to, className, children }: LinkProps) {
      return (
        <a href={`/en${to}`} className={className} data-router="yes">
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={RouterLink}>
          <ProductCard product={regularProduct} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/products/102');
  });

  it('puts the action beside the link, where pressing it does not follow the link', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ProductCard
          product={regularProduct}
          actionSlot={<FavoriteButton isFavorite={false} productName="Dates" onToggle={onToggle} />}
        />
      </TestI18nProvider>,
    );
    const link = screen.getByRole('link');
    const button = screen.getByRole('button', { name: 'Favorite: Dates' });
    expect(within(link).queryByRole('button')).not.toBeInTheDocument();
    expect(link).not.toHaveAccessibleName(/favorites/);
    await user.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('ProductCard quick add', () => {
  it('adds the product with the action the app provides', async () => {
    const onQuickAdd = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ProductCardActionsProvider actions={{ onQuickAdd }}>
          <ProductCard product={regularProduct} />
        </ProductCardActionsProvider>
      </TestI18nProvider>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: `Add ${regularProduct.name} to cart` }),
    );
    expect(onQuickAdd).toHaveBeenCalledTimes(1);
    expect(onQuickAdd).toHaveBeenCalledWith(regularProduct);
  });

  it('ignores presses while the product is being added', async () => {
    const onQuickAdd = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ProductCardActionsProvider actions={{ onQuickAdd, isQuickAdding: () => true }}>
          <ProductCard product={regularProduct} />
        </ProductCardActionsProvider>
      </TestI18nProvider>,
    );
    const button = screen.getByRole('button', { name: `Add ${regularProduct.name} to cart` });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onQuickAdd).not.toHaveBeenCalled();
  });

  it('offers no quick add for a product out of stock, nor without the app action', () => {
    const { unmount } = render(
      <TestI18nProvider locale="en">
        <ProductCardActionsProvider actions={{ onQuickAdd: vi.fn() }}>
          <ProductCard product={outOfStockProduct} />
        </ProductCardActionsProvider>
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render(
      <TestI18nProvider locale="en">
        <ProductCard product={regularProduct} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the heart and the quick add beside the card link, not inside it', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductCardActionsProvider actions={{ onQuickAdd: vi.fn() }}>
          <ProductCard
            product={regularProduct}
            actionSlot={
              <FavoriteButton
                isFavorite={false}
                productName={regularProduct.name}
                onToggle={vi.fn()}
              />
            }
          />
        </ProductCardActionsProvider>
      </TestI18nProvider>,
    );
    const link = screen.getByRole('link');
    expect(within(link).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});

describe('ProductCard on a page that renders again', () => {
  // The card asks `isQuickAdding` each time it is drawn.
  function page(products: (typeof regularProduct)[], actions: ProductCardActions) {
    return (
      <TestI18nProvider locale="en">
        <ProductCardActionsProvider actions={actions}>
          <ul>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </ProductCardActionsProvider>
      </TestI18nProvider>
    );
  }

  it('draws again only the cards whose product or actions changed', () => {
    const isQuickAdding = vi.fn(() => false);
    const actions = { onQuickAdd: vi.fn(), isQuickAdding };
    const { rerender } = render(page([regularProduct, discountedProduct], actions));
    expect(isQuickAdding).toHaveBeenCalledTimes(2);

    rerender(page([regularProduct, discountedProduct], actions));
    expect(isQuickAdding).toHaveBeenCalledTimes(2);

    const repriced = { ...discountedProduct, price: 40 };
    rerender(page([regularProduct, repriced], actions));
    expect(isQuickAdding).toHaveBeenCalledTimes(3);
    expect(isQuickAdding).toHaveBeenLastCalledWith(discountedProduct.id);
    expect(screen.getByText('\u20C1 40.00')).toBeInTheDocument();

    rerender(page([regularProduct, repriced], { ...actions, isQuickAdding: () => true }));
    expect(screen.getAllByRole('button', { busy: true })).toHaveLength(2);
  });
});
