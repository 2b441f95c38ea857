import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider, preloadDialog } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentSearches, recordRecentSearch } from '../../lib/recent-searches.js';
import { productsFixture } from '../fixtures.js';
import { SearchDialog, type SearchDialogProps } from './search-dialog.js';
import * as stories from './search-dialog.stories.js';

type HarnessProps = Omit<SearchDialogProps, 'open' | 'onOpenChange' | 'onSearch'> & {
  onSearch?: (query: string) => void;
  onOpenChange?: (open: boolean) => void;
};

/** The dialog as the app's header holds it: open, with a button that opens it again. */
function SearchFromHeader({ onSearch = () => undefined, onOpenChange, ...props }: HarnessProps) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <TestI18nProvider locale="en">
      <button type="button" onClick={() => setIsOpen(true)}>
        Open search
      </button>
      <SearchDialog
        {...props}
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          onOpenChange?.(open);
        }}
        onSearch={onSearch}
      />
    </TestI18nProvider>
  );
}

// Dialogs load their code when first opened; loaded ahead, an open dialog renders at once.
beforeAll(() => preloadDialog());
beforeEach(() => localStorage.clear());

describe('SearchDialog', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      // The dialog is portalled to the end of the body, so axe checks the whole document.
      const { baseElement } = render(<Story />);
      await assertNoAxeViolations(baseElement);
    },
  );

  it('opens as a dialog named "Search" with the search box focused', async () => {
    render(<SearchFromHeader />);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('enterkeyhint', 'search');
  });

  it('says a word is needed and does not search when the word is blank', async () => {
    const onSearch = vi.fn();
    render(<SearchFromHeader onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, '   {Enter}');
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please type something to search for');
    expect(box).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('drops the message once the user types', async () => {
    render(<SearchFromHeader />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please type something to search for')).toBeInTheDocument();
    await userEvent.type(box, 'd');
    expect(box).toBeValid();
    expect(screen.queryByText('Please type something to search for')).not.toBeInTheDocument();
  });

  it('searches for the trimmed word, keeps it among the recent searches and closes', async () => {
    const onSearch = vi.fn();
    const onOpenChange = vi.fn();
    render(<SearchFromHeader onSearch={onSearch} onOpenChange={onOpenChange} />);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search products' }),
      '  sukkari dates {Enter}',
    );
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('sukkari dates');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readRecentSearches()).toEqual(['sukkari dates']);
  });

  it('searches with the search button too', async () => {
    const onSearch = vi.fn();
    render(<SearchFromHeader onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'قهوة');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('قهوة');
  });

  it('lists the recent searches while the box is empty and runs one again when pressed', async () => {
    recordRecentSearch('oud oil');
    recordRecentSearch('dates');
    const onSearch = vi.fn();
    render(<SearchFromHeader onSearch={onSearch} />);
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    const searches = within(recent).getAllByRole('listitem');
    expect(searches.map((item) => item.textContent)).toEqual(['dates', 'oud oil']);
    await userEvent.click(within(recent).getByRole('button', { name: 'oud oil' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('oud oil');
    expect(readRecentSearches()).toEqual(['oud oil', 'dates']);
  });

  it('hides the recent searches while a word is typed', async () => {
    recordRecentSearch('dates');
    render(<SearchFromHeader />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, 'c');
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    await userEvent.clear(box);
    expect(screen.getByRole('region', { name: 'Recent searches' })).toBeInTheDocument();
  });

  it('clears the recent searches and gives focus back to the box', async () => {
    recordRecentSearch('dates');
    render(<SearchFromHeader />);
    const clear = screen.getByRole('button', { name: 'Clear recent searches' });
    expect(clear).toHaveTextContent('Clear');
    await userEvent.click(clear);
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(readRecentSearches()).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
  });

  it('shows no recent searches on a device that searched for nothing', () => {
    render(<SearchFromHeader />);
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('passes the word to the app as it is typed', async () => {
    const onQueryChange = vi.fn();
    render(<SearchFromHeader onQueryChange={onQueryChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), ' oud');
    expect(onQueryChange).toHaveBeenLastCalledWith('oud');
  });

  it('links up to five suggested products with their prices', () => {
    render(<SearchFromHeader initialQuery="a" suggestions={productsFixture} />);
    const products = screen.getByRole('region', { name: 'Products' });
    const links = within(products).getAllByRole('link');
    expect(productsFixture.length).toBeGreaterThan(5);
    expect(links).toHaveLength(5);
    const [first] = productsFixture;
    expect(links[0]).toHaveAttribute('href', `/products/${first?.id}`);
    expect(links[0]).toHaveAccessibleName(new RegExp(first?.name ?? ''));
    expect(links[0]).toHaveAccessibleName(/Was 55\.00 Saudi riyals, now 45\.00 Saudi riyals/);
  });

  it('shows no suggestions while the box is empty', () => {
    render(<SearchFromHeader suggestions={productsFixture} />);
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows a spinner while suggestions load', () => {
    const { rerender } = render(<SearchFromHeader initialQuery="oud" />);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    rerender(<SearchFromHeader initialQuery="oud" isLoadingSuggestions />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('says when no product matches the word', () => {
    render(<SearchFromHeader initialQuery="spaceship" suggestions={[]} />);
    expect(screen.getByText('No results match your search')).toBeInTheDocument();
  });

  it('does not say nothing matches while suggestions load', () => {
    render(<SearchFromHeader initialQuery="spaceship" suggestions={[]} isLoadingSuggestions />);
    expect(screen.queryByText('No results match your search')).not.toBeInTheDocument();
  });

  it('starts with the initial word', () => {
    render(<SearchFromHeader initialQuery="oud oil" />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('oud oil');
  });

  it('keeps what was typed when the dialog is opened again', async () => {
    render(<SearchFromHeader initialQuery="oud" />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.clear(box);
    await userEvent.type(box, 'dates');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('dates');
  });

  it('renders the suggestions through the link component it is given', () => {
    function RouterLink({ to, className, children }: LinkProps) {
      return (
        <a href={`/en${to}`} className={className}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <SearchFromHeader initialQuery="dates" suggestions={productsFixture.slice(1, 2)} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/products/102');
  });
});
