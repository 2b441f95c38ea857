import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { subcategoriesFixture } from '../list-fixtures.js';
import { SubcategoryNav } from './subcategory-nav.js';
import * as stories from './subcategory-nav.stories.js';

const subcategories = [
  { id: 11, name: 'Coffee and tea' },
  { id: 12, name: 'Dates' },
];
const hrefFor = (id: number | undefined) =>
  id === undefined ? '/categories/1' : `/categories/1?sub=${id}`;

describe('SubcategoryNav', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('marks "All" as the current page when no subcategory is chosen and links each subcategory', () => {
    render(
      <TestI18nProvider locale="en">
        <SubcategoryNav subcategories={subcategories} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByText('All')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'All' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Coffee and tea' })).toHaveAttribute(
      'href',
      '/categories/1?sub=11',
    );
    expect(within(nav).getByRole('link', { name: 'Dates' })).not.toHaveAttribute('aria-current');
  });

  it('marks the chosen subcategory as the current page and links back to all', () => {
    render(
      <TestI18nProvider locale="en">
        <SubcategoryNav subcategories={subcategories} selectedId={12} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('Dates')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/categories/1');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('marks nothing as current for a subcategory the category does not have', () => {
    render(
      <TestI18nProvider locale="en">
        <SubcategoryNav subcategories={subcategories} selectedId={99} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('says that the category has no subcategories, with no navigation', () => {
    render(
      <TestI18nProvider locale="en">
        <SubcategoryNav subcategories={[]} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('This category has no subcategories')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
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
          <SubcategoryNav subcategories={subcategoriesFixture} hrefFor={hrefFor} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'التمور' })).toHaveAttribute(
      'href',
      '/en/categories/1?sub=12',
    );
  });
});
