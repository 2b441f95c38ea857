import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { productsFixture } from '../fixtures.js';
import * as stories from './product-list-screen.stories.js';

const {
  List,
  English,
  SearchResultsPage2,
  Changing,
  FilteredToNothing,
  Empty,
  WithoutControls,
  Loading,
  StoreDown,
} = composeStories(stories);

const firstName = productsFixture[0]?.name ?? '';
/** Where the list's page links lead. */
const pageHrefs = () =>
  within(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const listOf = (container: HTMLElement) =>
  container.querySelector('.catalog-product-list') as HTMLElement;

describe('ProductListScreen', () => {
  it("draws a category's products with its sort, filters and pages", async () => {
    const { container } = render(<List />);
    expect(await screen.findByRole('link', { name: new RegExp(firstName) })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'المنتجات المخفّضة فقط' })).not.toBeChecked();
    expect(pageHrefs()).toContain('?page=2');
    expect(listOf(container)).toHaveAttribute('data-layout', 'sidebar');
    expect(listOf(container)).toHaveAttribute('data-state', 'idle');
    await assertNoAxeViolations(container);
  });

  it('gives the app the new query when a filter is turned on, keeping the search word', async () => {
    render(<SearchResultsPage2 />);
    await userEvent.click(await screen.findByRole('switch', { name: 'المنتجات المخفّضة فقط' }));
    const [next] = SearchResultsPage2.args.onSearchParamsChange?.mock.lastCall ?? [];
    // A filter goes back to the first page; the search word stays.
    expect(next?.toString()).toBe(new URLSearchParams('q=تمر&discounted=1').toString());
  });

  it("keeps the search word in every page's link", async () => {
    render(<SearchResultsPage2 />);
    await screen.findByRole('link', { name: new RegExp(firstName) });
    expect(pageHrefs()).toContain(`?${new URLSearchParams('q=تمر&page=3').toString()}`);
  });

  it('shows the query it is changing to, and dims the grid meanwhile', async () => {
    const { container } = render(<Changing />);
    expect(await screen.findByRole('switch', { name: 'المنتجات المخفّضة فقط' })).toBeChecked();
    expect(listOf(container)).toHaveAttribute('data-state', 'updating');
  });

  it('says when the filters hide every product, and keeps the controls to undo them', async () => {
    render(<FilteredToNothing />);
    expect(await screen.findByText('لا توجد منتجات تطابق التصفية')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'المنتجات المخفّضة فقط' })).toBeChecked();
  });

  it('has no controls when there is nothing to list, and says where to go', async () => {
    render(<Empty />);
    expect(await screen.findByText('لا توجد منتجات في هذا القسم بعد')).toBeVisible();
    expect(screen.getByText('تصفح الأقسام الأخرى')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('draws a list without controls when asked', async () => {
    const { container } = render(<WithoutControls />);
    await screen.findByRole('link', { name: new RegExp(firstName) });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(listOf(container)).not.toHaveAttribute('data-layout');
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('switch', { name: 'Discounted only' })).toBeVisible();
  });

  it('shows the skeleton while the list comes, and a retry when the store fails', async () => {
    const { container, unmount } = render(<Loading />);
    await waitFor(() => expect(listOf(container)).toHaveAttribute('aria-busy', 'true'));
    unmount();
    render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  });
});
