import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { newProviderDetailsFixture, providerDetailsFixture } from '../list-fixtures.js';
import { ProviderHeader } from './provider-header.js';
import * as stories from './provider-header.stories.js';

describe('ProviderHeader', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names the page after the store and shows its rating, facts and categories', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderHeader provider={providerDetailsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'تمور القصيم' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Rated 4\.8 out of 5/ })).toBeInTheDocument();
    expect(screen.getByText('(540)')).toBeInTheDocument();
    const facts = screen.getAllByRole('term').map((term) => term.textContent);
    expect(facts).toEqual(['City', 'Address', 'Products', 'Categories']);
    expect(screen.getByText('بريدة')).toBeInTheDocument();
    // Isolated inline: an Arabic address keeps its order and the line keeps the page's alignment.
    expect(screen.getByText(providerDetailsFixture.address).tagName).toBe('BDI');
    expect(screen.getByText('128')).toBeInTheDocument();
    const categories = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(categories).toEqual(['البقالة', 'التمور', 'الهدايا']);
  });

  it('lets the description set its own direction', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderHeader provider={newProviderDetailsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByText(newProviderDetailsFixture.description)).toHaveAttribute('dir', 'auto');
  });

  it('says that a new store has no ratings yet instead of empty stars', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderHeader provider={newProviderDetailsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('reserves the size of the cover and the logo, which are decorative', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderHeader provider={providerDetailsFixture} />
      </TestI18nProvider>,
    );
    const [cover, logo] = screen.getAllByRole('presentation');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '400');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(logo).toHaveAttribute('width', '192');
    expect(logo).toHaveAttribute('height', '192');
  });

  it('links to all of the store products when given their page', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderHeader provider={providerDetailsFixture} productsHref="/providers/2/products" />
      </TestI18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'All products of تمور القصيم' });
    expect(link).toHaveAttribute('href', '/providers/2/products');
    expect(link).toHaveTextContent('All products');
  });

  it('has no link without the products page', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderHeader provider={providerDetailsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders its link through the link component it is given', () => {
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
          <ProviderHeader provider={providerDetailsFixture} productsHref="/providers/2/products" />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/providers/2/products');
  });

  it('shows its facts in Arabic by default', () => {
    render(
      <TestI18nProvider>
        <ProviderHeader provider={providerDetailsFixture} />
      </TestI18nProvider>,
    );
    const header = screen.getByRole('heading', { level: 1 }).closest('header');
    expect(within(header as HTMLElement).getAllByRole('term')[0]).toHaveTextContent('المدينة');
  });
});
