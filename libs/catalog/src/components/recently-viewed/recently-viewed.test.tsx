import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRecentlyViewed } from '../../lib/recently-viewed-store.js';
import type { CatalogLinkProps } from '../catalog-link.js';
import { productsFixture } from '../fixtures.js';
import { RecentlyViewed } from './recently-viewed.js';
import * as stories from './recently-viewed.stories.js';

const [coffee, dates, headphones] = productsFixture as [
  (typeof productsFixture)[number],
  (typeof productsFixture)[number],
  (typeof productsFixture)[number],
];

beforeEach(() => localStorage.clear());

describe('RecentlyViewed', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the products viewed on this device, the most recent first', () => {
    recordRecentlyViewed(coffee);
    recordRecentlyViewed(dates);
    recordRecentlyViewed(headphones);
    render(
      <TestI18nProvider locale="en">
        <RecentlyViewed />
      </TestI18nProvider>,
    );
    const rail = screen.getByRole('region', { name: 'Recently viewed' });
    const links = within(rail).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/products/${headphones.id}`,
      `/products/${dates.id}`,
      `/products/${coffee.id}`,
    ]);
  });

  it('leaves out the product whose page is open', () => {
    recordRecentlyViewed(coffee);
    recordRecentlyViewed(dates);
    render(
      <TestI18nProvider locale="en">
        <RecentlyViewed excludeId={dates.id} />
      </TestI18nProvider>,
    );
    const rail = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(rail).getAllByRole('link')).toHaveLength(1);
    expect(within(rail).getByRole('link')).toHaveAttribute('href', `/products/${coffee.id}`);
  });

  it('renders nothing when nothing was viewed', () => {
    const { container } = render(
      <TestI18nProvider locale="en">
        <RecentlyViewed />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
  });

  it('renders nothing when the only product viewed is the one whose page is open', () => {
    recordRecentlyViewed(coffee);
    render(
      <TestI18nProvider locale="en">
        <RecentlyViewed excludeId={coffee.id} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('clears the list, disappears and tells the app', async () => {
    recordRecentlyViewed(coffee);
    recordRecentlyViewed(dates);
    const onClear = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RecentlyViewed onClear={onClear} />
      </TestI18nProvider>,
    );
    const clear = screen.getByRole('button', { name: 'Clear recently viewed products' });
    expect(clear).toHaveTextContent('Clear');
    await userEvent.click(clear);
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('matjar_recently_viewed')).toBeNull();
  });

  it('shows a product viewed in the meantime', () => {
    render(
      <TestI18nProvider locale="en">
        <RecentlyViewed />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => recordRecentlyViewed(dates));
    const rail = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(rail).getByRole('link')).toHaveAttribute('href', `/products/${dates.id}`);
  });

  it('renders the cards through the link component it is given', () => {
    recordRecentlyViewed(coffee);
    function RouterLink({ to, className, children }: CatalogLinkProps) {
      return (
        <a href={`/en${to}`} className={className}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <RecentlyViewed LinkComponent={RouterLink} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', `/en/products/${coffee.id}`);
  });

  it('is named in Arabic by default', () => {
    recordRecentlyViewed(coffee);
    render(
      <TestI18nProvider>
        <RecentlyViewed />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'شاهدتها مؤخرًا' })).toBeInTheDocument();
  });
});
