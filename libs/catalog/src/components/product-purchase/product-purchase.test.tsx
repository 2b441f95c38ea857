import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import type { ProductDetails } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  burnerProduct,
  oudOilProduct,
  soldOutProduct,
  thobeProduct,
} from '../product-details-fixtures.js';
import { type AddToCartRequest, ProductPurchase } from './product-purchase.js';
import * as stories from './product-purchase.stories.js';

function Harness({
  product,
  initialQuantity = 1,
  onAddToCart = () => undefined,
  onQuantityChange = () => undefined,
  isAdding = false,
  outOfStockSlot,
}: {
  product: ProductDetails;
  initialQuantity?: number;
  onAddToCart?: (request: AddToCartRequest) => void;
  onQuantityChange?: (quantity: number) => void;
  isAdding?: boolean;
  outOfStockSlot?: (variantId: number | undefined) => ReactNode;
}) {
  const [variantId, setVariantId] = useState<number | undefined>(undefined);
  const [quantity, setQuantity] = useState(initialQuantity);
  return (
    <ProductPurchase
      product={product}
      variantId={variantId}
      onVariantChange={setVariantId}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        onQuantityChange(next);
      }}
      onAddToCart={onAddToCart}
      isAdding={isAdding}
      outOfStockSlot={outOfStockSlot}
    />
  );
}

describe('ProductPurchase', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the price with VAT included and that the product is in stock', () => {
    render(
      <TestI18nProvider locale="en">
        <Harness product={thobeProduct} />
      </TestI18nProvider>,
    );
    expect(
      screen.getByText('Was 229.00 Saudi riyals, now 189.00 Saudi riyals, 17% off'),
    ).toBeInTheDocument();
    expect(screen.getByText('VAT included')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('asks for the variant instead of adding when none is chosen', async () => {
    const onAddToCart = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness product={thobeProduct} onAddToCart={onAddToCart} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select the variant first');
    expect(screen.getByRole('radiogroup', { name: 'Color' })).toHaveAccessibleDescription(
      'Please select the variant first',
    );
  });

  it('takes the customer to the variant picker when "Add to cart" finds no variant chosen', async () => {
    const scrollIntoView = vi.fn();
    const jsdomScrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <TestI18nProvider locale="en">
        <Harness product={thobeProduct} />
      </TestI18nProvider>,
    );
    const colors = screen.getByRole('radiogroup', { name: 'Color' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(within(colors).getAllByRole('radio')[0]).toHaveFocus();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(colors);

    // Pressed again from the bar, it takes the customer back there again.
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(within(colors).getAllByRole('radio')[0]).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
  });

  it('keeps the price, the quantity and one "Add to cart" together in the action bar', () => {
    render(
      <TestI18nProvider locale="en">
        <Harness product={burnerProduct} />
      </TestI18nProvider>,
    );
    const [add, ...others] = screen.getAllByRole('button', { name: 'Add to cart' });
    expect(others).toHaveLength(0);
    // The bar is what phones fix to the bottom of the screen (see StickyActionBar).
    const bar = add?.closest<HTMLElement>('.ui-sticky-action-bar');
    expect(bar).not.toBeNull();
    if (!bar) return;
    expect(within(bar).getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    expect(within(bar).getByText(/^\u20C1 \d/)).toBeInTheDocument();
    expect(within(bar).getByText(/Saudi riyals$/)).toBeInTheDocument();
    expect(within(bar).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('adds the chosen variant and quantity once the variant is chosen', async () => {
    const onAddToCart = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness product={thobeProduct} onAddToCart={onAddToCart} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(screen.getByRole('radio', { name: 'كحلي' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select the variant first');
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
      'Please select the variant first',
    );
    await userEvent.click(screen.getByRole('radio', { name: '54' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ productId: 201, variantId: 2032, quantity: 2 });
  });

  it('shows the price of the chosen variant', async () => {
    render(
      <TestI18nProvider locale="en">
        <Harness product={oudOilProduct} />
      </TestI18nProvider>,
    );
    // The panel's price, and the bar's that phones keep at the bottom of the screen.
    expect(screen.getAllByText('250.00 Saudi riyals')).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: '24 مل' }));
    expect(
      screen.getByText('Was 500.00 Saudi riyals, now 450.00 Saudi riyals, 10% off'),
    ).toBeInTheDocument();
  });

  it('does not let the user choose a size that is out of stock', async () => {
    render(
      <TestI18nProvider locale="en">
        <Harness product={oudOilProduct} />
      </TestI18nProvider>,
    );
    const largest = screen.getByRole('radio', { name: '36 مل' });
    expect(largest).toHaveAccessibleDescription('Out of stock');
    await userEvent.click(largest);
    expect(largest).not.toBeChecked();
    expect(screen.getAllByText('250.00 Saudi riyals')).toHaveLength(2);
  });

  it('stops the quantity at the stock and says the maximum is reached', async () => {
    const onQuantityChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness product={burnerProduct} onQuantityChange={onQuantityChange} />
      </TestI18nProvider>,
    );
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(screen.queryByText('Maximum quantity reached')).not.toBeInTheDocument();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(onQuantityChange).toHaveBeenCalledTimes(2);
    expect(onQuantityChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    expect(screen.getByText('Maximum quantity reached')).toBeInTheDocument();
  });

  it('brings the quantity down to the stock of a newly chosen variant', async () => {
    const onQuantityChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness product={thobeProduct} initialQuantity={6} onQuantityChange={onQuantityChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'أبيض' }));
    await userEvent.click(screen.getByRole('radio', { name: '54' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    expect(screen.getByText('Maximum quantity reached')).toBeInTheDocument();
  });

  it('cannot add a product that is out of stock', async () => {
    const onAddToCart = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness product={soldOutProduct} onAddToCart={onAddToCart} />
      </TestI18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Out of stock' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it("offers the app's alert in place of the disabled button for a product out of stock", () => {
    const outOfStockSlot = vi.fn((variantId: number | undefined) => (
      <button type="button">Notify me ({String(variantId)})</button>
    ));
    const { unmount } = render(
      <TestI18nProvider locale="en">
        <Harness product={soldOutProduct} outOfStockSlot={outOfStockSlot} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Notify me (undefined)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Out of stock' })).not.toBeInTheDocument();
    unmount();
    outOfStockSlot.mockClear();
    render(
      <TestI18nProvider locale="en">
        <Harness product={burnerProduct} outOfStockSlot={outOfStockSlot} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(outOfStockSlot).not.toHaveBeenCalled();
  });

  it('offers the alert for a sold-out size the customer chooses, and "Add to cart" again for one in stock', async () => {
    const outOfStockSlot = vi.fn((variantId: number | undefined) => (
      <button type="button">Notify me ({String(variantId)})</button>
    ));
    render(
      <TestI18nProvider locale="en">
        <Harness product={oudOilProduct} outOfStockSlot={outOfStockSlot} />
      </TestI18nProvider>,
    );
    const largest = screen.getByRole('radio', { name: '36 مل' });
    expect(largest).toHaveAccessibleDescription('Out of stock');
    await userEvent.click(largest);
    expect(largest).toBeChecked();
    const soldOutId = oudOilProduct.variants.find((variant) => variant.stock === 0)?.id;
    expect(screen.getByRole('button', { name: `Notify me (${String(soldOutId)})` })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Out of stock', { selector: 'p' })).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: '12 مل' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
  });

  it('shows that the product is being added and ignores another press', async () => {
    const onAddToCart = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness product={burnerProduct} onAddToCart={onAddToCart} isAdding />
      </TestI18nProvider>,
    );
    const button = screen.getByRole('button', { name: /Add to cart/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Add to cart');
    await userEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('adds a product without variants straight away', async () => {
    const onAddToCart = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness product={burnerProduct} onAddToCart={onAddToCart} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: 301,
      variantId: undefined,
      quantity: 1,
    });
  });

  it('shows the favourite and share buttons it is given', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductPurchase
          product={burnerProduct}
          variantId={undefined}
          onVariantChange={() => undefined}
          quantity={1}
          onQuantityChange={() => undefined}
          onAddToCart={() => undefined}
          isAdding={false}
          favoriteSlot={<button type="button">Add to favorites</button>}
          shareSlot={<button type="button">Share</button>}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
