import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import { CATEGORIES_HREF, ShellTabBar, currentTab } from './bottom-tab-bar.js';

describe('currentTab', () => {
  it('is home on the home page only', () => {
    expect(currentTab('/')).toBe('home');
    expect(currentTab('/products/5')).toBeNull();
  });

  it('is orders on every page of an order', () => {
    for (const path of [
      '/orders',
      '/orders/finished',
      '/schedulesOrders',
      '/orderDetailes/12',
      '/orderDetailes/12/chat',
      '/tracking',
    ]) {
      expect(currentTab(path)).toBe('orders');
    }
  });

  it('is the cart through checkout, and categories on a category', () => {
    expect(currentTab('/cart')).toBe('cart');
    expect(currentTab('/cart/change-location')).toBe('cart');
    expect(currentTab('/categories/3')).toBe('categories');
  });

  it('is account on the profile and the pages its menu opens', () => {
    for (const path of ['/profile', '/profile/edit', '/wallet/points', '/myAddresses', '/auth']) {
      expect(currentTab(path)).toBe('account');
    }
  });

  it('is none on pages no tab leads to', () => {
    for (const path of ['/favorites', '/search', '/aboutUs', '/providers/2', '/orderly']) {
      expect(currentTab(path)).toBeNull();
    }
  });
});

function renderAt(path: string, options: { isLoggedIn?: boolean; cartCount?: number } = {}) {
  const { wrapper } = createSessionTestContext({
    baseUrl: 'http://store.test/api/',
    isLoggedIn: options.isLoggedIn ?? false,
    global: { cartCount: options.cartCount ?? 0 },
    locale: 'en',
  });
  const Stub = createRoutesStub([{ path: '*', Component: ShellTabBar }]);
  return render(<Stub initialEntries={[path]} />, { wrapper });
}

describe('ShellTabBar', () => {
  it('marks the orders tab current on an order’s page', () => {
    renderAt('/orderDetailes/12', { isLoggedIn: true });
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('names the cart with the global store’s count', () => {
    renderAt('/', { cartCount: 3 });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('opens the home page’s categories, and the account or sign-in', () => {
    renderAt('/', { isLoggedIn: true });
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      CATEGORIES_HREF,
    );
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/profile');
  });

  it('sends a visitor’s account tab to sign in', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/auth');
  });
});
