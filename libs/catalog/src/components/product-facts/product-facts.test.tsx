import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { datesProduct, thobeProduct } from '../product-details-fixtures.js';
import { ProductFacts } from './product-facts.js';
import * as stories from './product-facts.stories.js';

describe('ProductFacts', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('lists the facts of a food product with their units', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductFacts product={datesProduct} />
      </TestI18nProvider>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Brand', 'Category', 'Weight', 'Calories', 'Daily value']);
    expect(values).toEqual(['تمور القصيم', 'البقالة', '800 g', '282 kcal', '14%']);
  });

  it('writes the units in Arabic', () => {
    render(
      <TestI18nProvider locale="ar">
        <ProductFacts product={datesProduct} />
      </TestI18nProvider>,
    );
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toContain('800 جم');
  });

  it('leaves out the facts the product does not have', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductFacts product={thobeProduct} />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Brand',
      'Category',
    ]);
    expect(screen.queryByText('Weight')).not.toBeInTheDocument();
    expect(screen.queryByText('Calories')).not.toBeInTheDocument();
  });

  it('leaves the weight to the variant picker when the product comes in several weights', () => {
    const byWeight = {
      ...datesProduct,
      variants: ['250 gm', '500 gm', '1000 gm'].map((size, index) => ({
        id: 900 + index,
        color: null,
        size,
        price: 20 * (index + 1),
        price_before_discount: 20 * (index + 1),
        stock: 5,
        is_available: true,
      })),
    };
    render(
      <TestI18nProvider locale="en">
        <ProductFacts product={byWeight} />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Brand',
      'Category',
      'Calories',
      'Daily value',
    ]);
    expect(screen.queryByText('800 g')).not.toBeInTheDocument();
  });

  it('links the category to its page through the link it is given', () => {
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
          <ProductFacts product={datesProduct} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    const category = screen.getAllByRole('definition')[1];
    if (!category) throw new Error('the category fact is missing');
    expect(within(category).getByRole('link', { name: 'البقالة' })).toHaveAttribute(
      'href',
      '/en/categories/1',
    );
  });
});
