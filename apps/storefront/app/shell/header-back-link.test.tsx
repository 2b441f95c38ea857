import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import type { RouteHandle } from '../lib/route-handle.js';
import { HeaderBackLink } from './header-back-link.js';

const rateHandle: RouteHandle = { back: (params) => `/orderDetailes/${params['id'] ?? ''}` };

let router: ReturnType<typeof createBrowserRouter> | undefined;
afterEach(() => {
  router?.dispose();
  window.history.replaceState(null, '', '/');
});

/** The app's router over the window's history, as in the browser, opened on `path`. */
function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const { wrapper } = createSessionTestContext({
    baseUrl: 'http://store.test/api/',
    isLoggedIn: true,
    locale: 'en',
  });
  router = createBrowserRouter([
    {
      path: '/',
      Component: () => (
        <>
          <HeaderBackLink />
          <h1>Home</h1>
          <Link to="/orderDetailes/5/rate">Rate the order</Link>
        </>
      ),
    },
    {
      path: '/orderDetailes/:id',
      Component: () => <h1>Order 5</h1>,
    },
    {
      path: '/orderDetailes/:id/rate',
      handle: rateHandle,
      Component: () => (
        <>
          <HeaderBackLink />
          <h1>Rate</h1>
        </>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />, { wrapper });
}

describe('HeaderBackLink', () => {
  it('is not drawn on a page whose route names no way back', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("opened from a link into the page, leads to the route's parent", () => {
    renderAt('/orderDetailes/5/rate');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/orderDetailes/5');
  });

  it('on the page the tab opened on, made again without its language, opens the parent in its place', async () => {
    renderAt('/orderDetailes/5/rate?lang=en');
    await router?.navigate('/orderDetailes/5/rate', { replace: true });
    fireEvent.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Order 5' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/orderDetailes/5');
    // Still the tab's first entry: the browser's back button leaves the store.
    expect(Reflect.get(window.history.state as object, 'idx')).toBe(0);
  });

  it('after a page of the store, goes back to it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Rate the order' }));
    await screen.findByRole('heading', { name: 'Rate' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
