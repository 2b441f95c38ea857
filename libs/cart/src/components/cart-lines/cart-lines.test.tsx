import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { burnerLine, oudOilLine, thobeLine, unavailableLine } from '../cart-fixtures.js';
import { CartLines } from './cart-lines.js';
import * as stories from './cart-lines.stories.js';

function renderLines(
  lines: CartLine[],
  {
    onQuantityChange = vi.fn(),
    onRemove = vi.fn(),
    pendingLineId,
  }: {
    onQuantityChange?: (lineId: number, quantity: number) => void;
    onRemove?: (lineId: number) => void;
    pendingLineId?: number;
  } = {},
) {
  return render(
    <TestI18nProvider locale="en">
      <CartLines
        lines={lines}
        onQuantityChange={onQuantityChange}
        onRemove={onRemove}
        pendingLineId={pendingLineId}
        productHref={(id) => `/products/${id}`}
      />
    </TestI18nProvider>,
  );
}

/** The list item of the line whose product link has this name. */
const lineItem = (name: string) => {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('link', { name }) !== null);
  if (!item) throw new Error(`No line for ${name}`);
  return item;
};

describe('CartLines', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows each line with its link, variant, unit price and line price', () => {
    renderLines([thobeLine, burnerLine]);
    const list = screen.getByRole('list', { name: 'Products in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: thobeLine.name })).toHaveAttribute(
      'href',
      '/products/201',
    );
    expect(lineItem(thobeLine.name)).toHaveTextContent('Color: كحلي, Size: 54');
    expect(lineItem(burnerLine.name)).not.toHaveTextContent(/Color|Size/);
    const thobe = within(lineItem(thobeLine.name));
    expect(thobe.getByText('Was 229.00 Saudi riyals, now 189.00 Saudi riyals')).toBeInTheDocument();
    expect(thobe.getByText('378.00 Saudi riyals')).toBeInTheDocument();
    expect(thobe.getByRole('group', { name: `Quantity of ${thobeLine.name}` })).toHaveTextContent(
      '2',
    );
    expect(screen.queryByText('Some ordered products are no longer available')).toBeNull();
  });

  it('changes the quantity of a line', async () => {
    const onQuantityChange = vi.fn();
    renderLines([thobeLine, burnerLine], { onQuantityChange });
    const thobe = within(lineItem(thobeLine.name));
    await userEvent.click(thobe.getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(thobeLine.id, 3);
    await userEvent.click(thobe.getByRole('button', { name: 'Decrease quantity' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(thobeLine.id, 1);
  });

  it('stops at the stock and says the maximum quantity is reached', async () => {
    const onQuantityChange = vi.fn();
    renderLines([oudOilLine], { onQuantityChange });
    expect(screen.getByText('Maximum quantity reached')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('removes a line with a button named after its product', async () => {
    const onRemove = vi.fn();
    renderLines([thobeLine, burnerLine], { onRemove });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${burnerLine.name}` }));
    expect(onRemove).toHaveBeenCalledWith(burnerLine.id);
  });

  it('flags a line that is no longer available, leaves it out and still lets it be removed', async () => {
    const onRemove = vi.fn();
    const onQuantityChange = vi.fn();
    renderLines([thobeLine, unavailableLine], { onRemove, onQuantityChange });
    expect(screen.getByText('Some ordered products are no longer available')).toBeVisible();
    const gone = within(lineItem(unavailableLine.name));
    expect(gone.getByText('No longer available')).toBeInTheDocument();
    expect(gone.getByText('Not counted in the total')).toBeInTheDocument();
    expect(gone.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(gone.queryByText('Maximum quantity reached')).toBeNull();
    const remove = gone.getByRole('button', { name: `Remove ${unavailableLine.name}` });
    expect(remove).toHaveAccessibleDescription('No longer available');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith(unavailableLine.id);
  });

  it('shows the line being saved as busy and ignores its controls meanwhile', async () => {
    const onRemove = vi.fn();
    const onQuantityChange = vi.fn();
    renderLines([thobeLine, burnerLine], {
      onRemove,
      onQuantityChange,
      pendingLineId: thobeLine.id,
    });
    const item = lineItem(thobeLine.name);
    expect(item).toHaveAttribute('aria-busy', 'true');
    expect(lineItem(burnerLine.name)).not.toHaveAttribute('aria-busy');
    const thobe = within(item);
    expect(thobe.getByRole('group', { name: `Quantity of ${thobeLine.name}` })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(thobe.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(thobe.getByRole('button', { name: `Remove ${thobeLine.name}` }));
    expect(onQuantityChange).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('links through the link component it is given', () => {
    function AppLink({ to, className, children }: LinkProps) {
      return (
        <a href={`/ar${to}`} className={className}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={AppLink}>
          <CartLines
            lines={[burnerLine]}
            onQuantityChange={vi.fn()}
            onRemove={vi.fn()}
            productHref={(id) => `/products/${id}`}
          />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: burnerLine.name })).toHaveAttribute(
      'href',
      '/ar/products/301',
    );
  });

  it('speaks Arabic by default', () => {
    render(
      <TestI18nProvider>
        <CartLines
          lines={[unavailableLine]}
          onQuantityChange={vi.fn()}
          onRemove={vi.fn()}
          productHref={(id) => `/products/${id}`}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('list', { name: 'المنتجات في سلتك' })).toBeInTheDocument();
    expect(screen.getByText('لم يعد متوفرًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `حذف ${unavailableLine.name}` })).toBeEnabled();
  });
});
