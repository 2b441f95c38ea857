import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLinkNavigation, DelegatedLink } from './app-link-navigation.js';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function Home() {
  return (
    <>
      <AppLinkNavigation />
      <Where />
      <DelegatedLink to="/products/5?tab=reviews" className="card">
        Sukkari dates
      </DelegatedLink>
      <DelegatedLink to="/cart" state={{ from: 'home' }}>
        Cart
      </DelegatedLink>
      <DelegatedLink to="../faqs">Questions</DelegatedLink>
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
        <DelegatedLink to="/products/5" onClick={(event) => event.preventDefault()}>
          Sukkari dates
        </DelegatedLink>
      </>
    ),
  },
  { path: '/faqs', Component: () => <h1>Questions page</h1> },
]);

describe('a DelegatedLink and the AppLinkNavigation', () => {
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
});
