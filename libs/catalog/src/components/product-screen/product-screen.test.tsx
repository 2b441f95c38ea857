import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { thobeProduct } from '../product-details-fixtures.js';
import * as stories from './product-screen.stories.js';

const { Product, English, OpenedOnAVariant, Adding, SoldOut, Loading, StoreDown } =
  composeStories(stories);

describe('ProductScreen', () => {
  it('draws the product with its name as the page heading, its store and its similar products', async () => {
    const { container } = render(<Product />);
    expect(await screen.findByRole('heading', { level: 1, name: thobeProduct.name })).toBeVisible();
    expect(screen.getByRole('link', { name: thobeProduct.provider.name })).toHaveAttribute(
      'href',
      '/providers/5',
    );
    expect(screen.getByRole('heading', { name: 'عن المنتج' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'منتجات مشابهة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('draws the trail the app gives, once the product is known', async () => {
    render(
      <Product renderTrail={(product) => <nav aria-label="trail">{product.category.name}</nav>} />,
    );
    expect(await screen.findByRole('navigation', { name: 'trail' })).toHaveTextContent('الأزياء');
  });

  it('opens on the variant a link names, and "Add to cart" asks for it', async () => {
    render(<OpenedOnAVariant />);
    const add = await screen.findByRole('button', { name: 'أضف إلى السلة' });
    await userEvent.click(add);
    expect(OpenedOnAVariant.args.onAddToCart).toHaveBeenCalledWith({
      productId: thobeProduct.id,
      variantId: 2034,
      quantity: 1,
    });
  });

  it('ignores a variant the product does not have, and asks for a choice first', async () => {
    render(<Product initialVariantId={9999} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it('keeps the button waiting while the add is on its way', async () => {
    render(<Adding />);
    await screen.findByRole('heading', { level: 1 });
    const summary = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(summary).getByRole('button', { name: /أضف إلى السلة/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('offers to be told when a sold-out product is back', async () => {
    render(<SoldOut />);
    expect(await screen.findByRole('button', { name: 'أعلمني عند التوفر' })).toBeVisible();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { name: 'About this product' })).toBeVisible();
  });

  it('shows the skeleton while the product comes, then a retry when the store fails', async () => {
    render(<Loading />);
    expect(await screen.findByRole('status')).toHaveAttribute('data-state', 'loading');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  });
});
