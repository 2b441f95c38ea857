import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, LinkProvider, SideNav } from '@matjar/ui';
import { AppLinkNavigation } from '../performance/app-link-navigation.js';
import { AppLink } from './app-link.js';

describe('AppLink', () => {
  it('draws the libraries’ links under the LinkProvider the root gives it', async () => {
    const LibraryStub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <LinkProvider component={AppLink}>
            <AppLinkNavigation />
            <SideNav
              label="Account"
              sections={[
                { id: 'a', items: [{ href: '/wallet', label: 'Wallet', isCurrent: true }] },
              ]}
            />
            <Link to="/products/5" className="catalog-product-card" prefetch="none">
              Sukkari dates
            </Link>
          </LinkProvider>
        ),
      },
      { path: '/products/:id', Component: () => <h1>Product page</h1>, loader: () => null },
    ]);
    render(<LibraryStub initialEntries={['/']} />);
    const wallet = screen.getByRole('link', { name: 'Wallet' });
    expect(wallet).toHaveAttribute('href', '/wallet');
    expect(wallet).toHaveAttribute('data-app-link', '');
    expect(wallet).toHaveAttribute('data-discover', 'true');
    expect(wallet).toHaveAttribute('aria-current', 'page');
    expect(wallet).toHaveClass('mj-side-nav__link');
    const card = screen.getByRole('link', { name: 'Sukkari dates' });
    expect(card).toHaveAttribute('data-app-link', '');
    expect(card).toHaveAttribute('data-prefetch', 'none');
    expect(card).not.toHaveAttribute('prefetch');
    await userEvent.click(card);
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  });
});
