import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { paginationFixtures } from '../list-fixtures.js';
import { ListPagination, pageItems } from './list-pagination.js';
import * as stories from './list-pagination.stories.js';

const hrefFor = (page: number) => `/offers?page=${page}`;

/**
 * What the list shows, in reading order: page numbers, "…" for gaps (hidden from assistive
 * technology, which hears the page numbers), the current page in brackets.
 */
function shownItems(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => {
      const current = within(item).queryByText(/^Page \d+$/);
      if (current) return `[${current.textContent?.replace('Page ', '')}]`;
      return item.textContent ?? '';
    });
}

describe('ListPagination', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('marks the current page and links the others, with previous and next', () => {
    render(
      <TestI18nProvider locale="en">
        <ListPagination pagination={paginationFixtures.middle} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByText('Page 5').parentElement;
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/offers?page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Page 12' })).toHaveAttribute(
      'href',
      '/offers?page=12',
    );
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/offers?page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/offers?page=6',
    );
    expect(shownItems()).toEqual(['Previous', '1', '…', '4', '[5]', '6', '…', '12', 'Next']);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = render(
      <TestI18nProvider locale="en">
        <ListPagination pagination={paginationFixtures.first} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/offers?page=2');
    expect(shownItems()).toEqual(['[1]', '2', '…', '12', 'Next']);
    unmount();

    render(
      <TestI18nProvider locale="en">
        <ListPagination pagination={paginationFixtures.last} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(shownItems()).toEqual(['Previous', '1', '…', '11', '[12]']);
  });

  it('renders nothing for a list of one page', () => {
    render(
      <TestI18nProvider locale="en">
        <ListPagination pagination={paginationFixtures.single} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is named in Arabic by default', () => {
    render(
      <TestI18nProvider>
        <ListPagination pagination={paginationFixtures.short} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    expect(within(nav).getByRole('link', { name: 'الصفحة 3' })).toHaveAttribute(
      'href',
      '/offers?page=3',
    );
    expect(within(nav).getByRole('link', { name: 'السابق' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'التالي' })).toBeInTheDocument();
  });

  it('renders its links through the link component it is given', () => {
    function RouterLink({ to, className, children, 'aria-label': label }: LinkProps) {
      return (
        <a href={`/en${to}`} className={className} aria-label={label}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={RouterLink}>
          <ListPagination pagination={paginationFixtures.short} hrefFor={hrefFor} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/offers?page=3',
    );
  });
});

describe('pageItems', () => {
  it('lists every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows a page rather than a gap that would hide only that page', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
  });

  it('keeps the first, the last and the current page with its neighbours in long lists', () => {
    expect(pageItems(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
    expect(pageItems(100, 100)).toEqual([1, 'gap', 99, 100]);
  });
});
