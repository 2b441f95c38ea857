import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import type { ProductListParams } from '../../lib/product-list-params.js';
import { ProductListControls } from './product-list-controls.js';
import * as stories from './product-list-controls.stories.js';

function renderControls(
  params: ProductListParams,
  {
    total,
    isPending,
    locale = 'en',
  }: { total?: number; isPending?: boolean; locale?: 'ar' | 'en' } = {},
) {
  const onChange = vi.fn<(next: ProductListParams) => void>();
  const user = userEvent.setup();
  const view = render(
    <TestI18nProvider locale={locale}>
      <ProductListControls
        params={params}
        onChange={onChange}
        total={total}
        isPending={isPending}
      />
    </TestI18nProvider>,
  );
  return { onChange, user, ...view };
}

/** The paragraph that says how many products match, found by its whole text. */
const countSaying = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('ProductListControls', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  describe('sort', () => {
    it('calls onChange with the chosen sort, back on the first page, keeping the filters', async () => {
      const { onChange, user } = renderControls({ discounted: true, subcategory_id: 4, page: 3 });
      const sort = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sort).toHaveDisplayValue('Recommended');
      await user.selectOptions(sort, 'Price: low to high');
      expect(onChange).toHaveBeenCalledExactlyOnceWith({
        discounted: true,
        subcategory_id: 4,
        sort: 'price_low',
      });
    });

    it('offers every sort of the store, and "Recommended" for none', async () => {
      const { onChange, user } = renderControls({ sort: 'recent', page: 2 });
      const sort = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sort).toHaveDisplayValue('Newest');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Recommended',
        'Top rated',
        'Biggest discount',
        'Newest',
        'Price: high to low',
        'Price: low to high',
        'Best selling',
      ]);
      await user.selectOptions(sort, 'Recommended');
      expect(onChange).toHaveBeenCalledExactlyOnceWith({});
    });
  });

  describe('sort in the sidebar', () => {
    it('offers the same sorts as choices, the current one checked', async () => {
      const { onChange, user } = renderControls({ sort: 'recent', discounted: true, page: 2 });
      const choices = screen.getByRole('group', { name: 'Sort by' });
      expect(screen.getByRole('radio', { name: 'Newest' })).toBeChecked();
      expect(
        within(choices)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([
        'Recommended',
        'Top rated',
        'Biggest discount',
        'Newest',
        'Price: high to low',
        'Price: low to high',
        'Best selling',
      ]);
      await user.click(screen.getByRole('radio', { name: 'Top rated' }));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ sort: 'top_rated', discounted: true });
    });
  });

  describe('filters on, as chips', () => {
    it('shows each filter on as a chip that removes it, keeping the others and the sort', async () => {
      const { onChange, user } = renderControls({
        sort: 'recent',
        discounted: true,
        min_price: 10,
        max_price: 90,
        page: 3,
      });
      const chips = screen.getByRole('list', { name: 'Filters on' });
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual(['Remove filter: Discounted only', 'Remove filter: Price 10 – 90', null]);
      await user.click(screen.getByRole('button', { name: 'Remove filter: Discounted only' }));
      expect(onChange).toHaveBeenLastCalledWith({ sort: 'recent', min_price: 10, max_price: 90 });
      await user.click(screen.getByRole('button', { name: 'Remove filter: Price 10 – 90' }));
      expect(onChange).toHaveBeenLastCalledWith({ sort: 'recent', discounted: true });
    });

    it('names a range open on one side by the side it has', () => {
      const { unmount } = renderControls({ min_price: 25 });
      expect(
        screen.getByRole('button', { name: 'Remove filter: Price from 25' }),
      ).toBeInTheDocument();
      unmount();
      renderControls({ max_price: 300 }, { locale: 'ar' });
      expect(screen.getByRole('list', { name: 'التصفية المفعّلة' })).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: /^إزالة التصفية: السعر حتى 300/ }),
      ).toBeInTheDocument();
    });

    it('shows no chips while no filter is on', () => {
      renderControls({ sort: 'top_rated' });
      expect(screen.queryByRole('list', { name: 'Filters on' })).not.toBeInTheDocument();
    });
  });

  describe('discounted only', () => {
    it('keeps only discounted products when switched on, back on the first page', async () => {
      const { onChange, user } = renderControls({ sort: 'recent', page: 5 });
      const toggle = screen.getByRole('switch', { name: 'Discounted only' });
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ sort: 'recent', discounted: true });
    });

    it('keeps all products when switched off', async () => {
      const { onChange, user } = renderControls({ discounted: true });
      const toggle = screen.getByRole('switch', { name: 'Discounted only' });
      expect(toggle).toBeChecked();
      await user.click(toggle);
      expect(onChange).toHaveBeenCalledExactlyOnceWith({});
    });
  });

  describe('price range', () => {
    it('applies the range when the form is submitted, not while typing', async () => {
      const { onChange, user } = renderControls({ sort: 'price_low', page: 2 });
      await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '50');
      await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '300');
      expect(onChange).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({
        sort: 'price_low',
        min_price: 50,
        max_price: 300,
      });
    });

    it('applies the range as the customer leaves it, with no "Apply"', async () => {
      const { onChange, user } = renderControls({ sort: 'price_low' });
      await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '40');
      await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '120');
      expect(onChange).not.toHaveBeenCalled();
      // Tab past "Apply" to the next control: the range is applied on the way out.
      await user.tab();
      expect(onChange).not.toHaveBeenCalled();
      await user.tab();
      expect(onChange).toHaveBeenCalledExactlyOnceWith({
        sort: 'price_low',
        min_price: 40,
        max_price: 120,
      });
    });

    it('leaves the focus where the customer went when the range they left is wrong', async () => {
      const { onChange, user } = renderControls({});
      const min = screen.getByRole('textbox', { name: 'Minimum price' });
      await user.type(min, 'abc');
      await user.click(screen.getByRole('switch', { name: 'Discounted only' }));
      expect(screen.getByRole('switch', { name: 'Discounted only' })).toHaveFocus();
      expect(min).toHaveAccessibleDescription(/Enter the price in numbers/);
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ discounted: true });
    });

    it('applies the range when Enter is pressed in a field', async () => {
      const { onChange, user } = renderControls({});
      await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '99.5{Enter}');
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ max_price: 99.5 });
    });

    it('reads Arabic-Indic digits as numbers', async () => {
      const { onChange, user } = renderControls({});
      await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '١٥٠');
      await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '٣٠٠٫٥');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ min_price: 150, max_price: 300.5 });
    });

    it('shows an error on the minimum and changes nothing when it is above the maximum', async () => {
      const { onChange, user } = renderControls({ page: 2 });
      const min = screen.getByRole('textbox', { name: 'Minimum price' });
      await user.type(min, '500');
      await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '100');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onChange).not.toHaveBeenCalled();
      expect(min).toBeInvalid();
      expect(min).toHaveAccessibleDescription(
        'The minimum price cannot be more than the maximum price',
      );
      expect(min).toHaveFocus();
    });

    it('shows an error on a price that is not a number and changes nothing', async () => {
      const { onChange, user } = renderControls({});
      const max = screen.getByRole('textbox', { name: 'Maximum price' });
      await user.type(max, 'cheap');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onChange).not.toHaveBeenCalled();
      expect(max).toHaveAccessibleDescription('Enter the price in numbers, for example 50');
      expect(max).toHaveFocus();
    });

    it('clears the error once the range is right', async () => {
      const { onChange, user } = renderControls({});
      const min = screen.getByRole('textbox', { name: 'Minimum price' });
      const max = screen.getByRole('textbox', { name: 'Maximum price' });
      await user.type(min, '500');
      await user.type(max, '100');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await user.clear(max);
      await user.type(max, '900');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(min).toBeValid();
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ min_price: 500, max_price: 900 });
    });

    it('shows the range of the list, and follows it when it changes', () => {
      const onChange = vi.fn();
      const { rerender } = render(
        <TestI18nProvider locale="en">
          <ProductListControls params={{ min_price: 50, max_price: 300 }} onChange={onChange} />
        </TestI18nProvider>,
      );
      expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('50');
      expect(screen.getByRole('textbox', { name: 'Maximum price' })).toHaveValue('300');
      rerender(
        <TestI18nProvider locale="en">
          <ProductListControls params={{}} onChange={onChange} />
        </TestI18nProvider>,
      );
      expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Maximum price' })).toHaveValue('');
    });

    it('does not call onChange when the applied range is the one shown', async () => {
      const { onChange, user } = renderControls({ min_price: 50, page: 2 });
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('clear filters', () => {
    it('is offered only while a filter is on', () => {
      renderControls({ sort: 'recent' });
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    });

    it('removes the filters, keeping the sort and the subcategory, back on the first page', async () => {
      const { onChange, user } = renderControls({
        sort: 'recent',
        subcategory_id: 4,
        discounted: true,
        min_price: 10,
        max_price: 90,
        page: 3,
      });
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ sort: 'recent', subcategory_id: 4 });
    });
  });

  describe('filters button', () => {
    it('unfolds and folds the filters', async () => {
      const { user } = renderControls({});
      const button = screen.getByRole('button', { name: 'Filters' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('says how many filters are on', () => {
      renderControls({ discounted: true, min_price: 10 });
      expect(screen.getByRole('button', { name: 'Filters 2 active filters' })).toBeInTheDocument();
    });
  });

  describe('count', () => {
    it('says how many products match, in the right plural', () => {
      const { rerender } = renderControls({}, { total: 1 });
      expect(countSaying('1 product')).toBeInTheDocument();
      for (const [total, text] of [
        [0, 'No products'],
        [1250, '1,250 products'],
      ] as const) {
        rerender(
          <TestI18nProvider locale="en">
            <ProductListControls params={{}} onChange={() => undefined} total={total} />
          </TestI18nProvider>,
        );
        expect(countSaying(text)).toBeInTheDocument();
      }
    });

    it('uses the Arabic plural forms in Arabic', () => {
      const cases = [
        [0, 'لا توجد منتجات'],
        [1, 'منتج واحد'],
        [2, 'منتجان'],
        [3, '3 منتجات'],
        [11, '11 منتجًا'],
        [100, '100 منتج'],
      ] as const;
      for (const [total, text] of cases) {
        const { unmount } = renderControls({}, { total, locale: 'ar' });
        expect(countSaying(text)).toBeInTheDocument();
        unmount();
      }
    });

    it('shows that the list is being updated', () => {
      renderControls({}, { total: 12, isPending: true });
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.getByText('12').closest('p')).toHaveAttribute('aria-busy', 'true');
    });
  });
});
