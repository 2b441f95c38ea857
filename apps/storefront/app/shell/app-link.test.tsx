import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, LinkProvider, SideNav } from '@matjar/ui';
import { AppLink, AppLinkNavigation } from './app-link.js';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function Home() {
  return (
    <>
      <AppLinkNavigation />
      <Where />
      <AppLink to="/products/5?tab=reviews" className="card">
        Sukkari dates
      </AppLink>
      <AppLink to="/cart" state={{ from: 'home' }}>
        Cart
      </AppLink>
      <AppLink to="../faqs">Questions</AppLink>
    </>
  );
}

const Stub = createRoutesStub([
  { path: '/', Component: Home },
  { path: '/products/:id', Component: () => <h1>Product page</h1>, loader: () => null },
  { path: '/cart', Component: () => <h1>Cart page</h1> },
  {
    path: '/handled',
    Component: () => (
      <>
        <AppLinkNavigation />
        <Where />
        <AppLink to="/products/5" onClick={(event) => event.preventDefault()}>
          Sukkari dates
        </AppLink>
      </>
    ),
  },
  { path: '/faqs', Component: () => <h1>Questions page</h1> },
]);

describe('AppLink', () => {
  it('is a link to the path, marked for route discovery', () => {
    render(<Stub initialEntries={['/']} />);
    const link = screen.getByRole('link', { name: 'Sukkari dates' });
    expect(link).toHaveAttribute('href', '/products/5?tab=reviews');
    expect(link).toHaveAttribute('data-discover', 'true');
    expect(link).toHaveClass('card');
  });

  it('opens the page in the app when pressed', async () => {
    render(<Stub initialEntries={['/']} />);
    await userEvent.click(screen.getByRole('link', { name: 'Sukkari dates' }));
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  });

  it('leaves a press the page handled itself to the page', async () => {
    render(<Stub initialEntries={['/handled']} />);
    await userEvent.click(screen.getByRole('link', { name: 'Sukkari dates' }));
    expect(screen.getByText('/handled')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Product page' })).not.toBeInTheDocument();
  });

  it('leaves a press with a modifier key to the browser (a new tab or window)', () => {
    render(<Stub initialEntries={['/']} />);
    const link = screen.getByRole('link', { name: 'Sukkari dates' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const isHandledByApp = !fireEvent.click(link, modifier);
      expect(isHandledByApp).toBe(false);
    }
    expect(screen.getByText('/')).toBeInTheDocument();
  });

  it('keeps React Router’s link for a link with a state or a relative path', async () => {
    render(<Stub initialEntries={['/']} />);
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
  });

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
