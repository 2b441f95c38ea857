import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FocusAfterNavigation, MAIN_ID } from './focus-after-navigation.js';

function Layout() {
  return (
    <>
      <FocusAfterNavigation />
      <header>
        <Link to="/cart">Cart</Link>
      </header>
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

const Stub = createRoutesStub([
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: () => <Link to="/products/3">Madinah mint</Link> },
      { path: 'products/:id', Component: () => <h1>Madinah mint</h1> },
      { path: 'cart', Component: () => <h1>Your cart</h1> },
    ],
  },
]);

describe('FocusAfterNavigation', () => {
  it('leaves the focus alone when a page first opens', async () => {
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('link', { name: 'Madinah mint' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('moves the focus to the main content when the link pressed with Enter is gone', async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={['/']} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Madinah mint' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Madinah mint' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab goes on from the page's content, not from the top of the document.
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveFocus();
  });

  it('keeps the focus on a header link that is still there', async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={['/']} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveFocus();
  });
});
