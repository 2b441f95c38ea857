import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { type LinkProps, LinkProvider } from '../link/link.js';
import { Pagination, pageItems } from './pagination.js';
import * as stories from './pagination.stories.js';

const { Arabic, English, PageInTheQuery } = composeStories(stories);

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

/** Which way the chevron of a link points on the screen. */
const chevronOf = (link: HTMLElement) =>
  within(link).getByRole('img', { hidden: true }).getAttribute('data-points');

describe('Pagination', () => {
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
        <Pagination page={5} pageCount={12} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByText('Page 5').parentElement;
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
    // In reading order: previous, pages 1, 4, 6 and 12, next.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/offers?page=4',
      '/offers?page=1',
      '/offers?page=4',
      '/offers?page=6',
      '/offers?page=12',
      '/offers?page=6',
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 12' })).toBeInTheDocument();
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
        <Pagination page={1} pageCount={12} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/offers?page=2');
    expect(shownItems()).toEqual(['[1]', '2', '…', '12', 'Next']);
    unmount();

    render(
      <TestI18nProvider locale="en">
        <Pagination page={12} pageCount={12} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(shownItems()).toEqual(['Previous', '1', '…', '11', '[12]']);
  });

  it('shows a page past the last as the last page', () => {
    render(
      <TestI18nProvider locale="en">
        <Pagination page={40} pageCount={3} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(shownItems()).toEqual(['Previous', '1', '2', '[3]']);
  });

  it('renders nothing for a list of one page', () => {
    render(
      <TestI18nProvider locale="en">
        <Pagination page={1} pageCount={1} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is named in Arabic, its chevrons pointing right to the previous page and left to the next', () => {
    render(<Arabic />);
    const nav = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    expect(within(nav).getByRole('link', { name: 'الصفحة 6' })).toHaveAttribute(
      'href',
      '/offers?page=6',
    );
    expect(within(nav).getByText('الصفحة 5').parentElement).toHaveAttribute('aria-current', 'page');
    const previous = within(nav).getByRole('link', { name: 'السابق' });
    const next = within(nav).getByRole('link', { name: 'التالي' });
    expect(previous).toHaveAttribute('href', '/offers?page=4');
    expect(next).toHaveAttribute('href', '/offers?page=6');
    expect(chevronOf(previous)).toBe('right');
    expect(chevronOf(next)).toBe('left');
  });

  it('points its chevrons left to the previous page and right to the next in English', () => {
    render(<English />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(chevronOf(within(nav).getByRole('link', { name: 'Previous' }))).toBe('left');
    expect(chevronOf(within(nav).getByRole('link', { name: 'Next' }))).toBe('right');
  });

  it("links to the page in the query of the list's address by default", () => {
    render(<PageInTheQuery />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '?');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?page=3');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=3');
  });

  it("draws its links with the app's link under a LinkProvider, previous and next prefetched", () => {
    function AppLink({ to, prefetch, children, ...anchor }: LinkProps) {
      return (
        <a {...anchor} href={`/app${to}`} data-prefetch={prefetch ?? 'default'}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={AppLink}>
          <Pagination page={2} pageCount={3} hrefFor={hrefFor} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    const page3 = screen.getByRole('link', { name: 'Page 3' });
    expect(page3).toHaveAttribute('href', '/app/offers?page=3');
    expect(page3).toHaveAttribute('data-prefetch', 'default');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'data-prefetch',
      'intent',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('data-prefetch', 'intent');
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
