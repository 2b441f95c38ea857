import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { AccountNav } from './account-nav.js';
import { accountNavEntryOf } from './account-nav-paths.js';
import * as stories from './account-nav.stories.js';

describe('AccountNav', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it.each([
    ['/orders', '/orders'],
    ['/orders/cancelledOrders', '/orders'],
    ['/orderDetailes/510', '/orders'],
    ['/orderDetailes/510/chat', '/orders'],
    ['/tracking', '/orders'],
    ['/wallet', '/wallet'],
    ['/wallet/points', '/wallet/points'],
    ['/wallet/bank-accounts', '/wallet/bank-accounts'],
    ['/profile/codePhone', '/profile/phone'],
    ['/complaints/12', '/complaints'],
    ['/complaints/new', '/complaints'],
    ['/', undefined],
    ['/products/3', undefined],
    ['/ordersX', undefined],
    ['/profile', undefined],
  ])('counts %s as the page of the entry %s', (path, entry) => {
    expect(accountNavEntryOf(path)).toBe(entry);
  });

  it('lists the account pages in three groups, in Arabic, and marks the page shown', () => {
    render(
      <TestI18nProvider locale="ar">
        <AccountNav currentPath="/orderDetailes/510" />
      </TestI18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'صفحات الحساب' });
    expect(within(nav).getAllByRole('list')).toHaveLength(3);
    expect(within(nav).getByRole('list', { name: 'مشترياتي' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'المحفظة والمكافآت' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'حسابي' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'طلباتي' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('opens each page at its address, in English', () => {
    render(
      <TestI18nProvider locale="en">
        <AccountNav currentPath="/wallet/points" />
      </TestI18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Account pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My orders', '/orders'],
      ['Scheduled orders', '/schedulesOrders'],
      ['Favorites', '/favorites'],
      ['Stock alerts', '/stock-alerts'],
      ['My addresses', '/myAddresses'],
      ['Notifications', '/notifications'],
      ['Wallet', '/wallet'],
      ['Rewards points', '/wallet/points'],
      ['Financial accounts', '/wallet/bank-accounts'],
      ['Edit account', '/profile/edit'],
      ['Change phone', '/profile/phone'],
      ['Change password', '/profile/password'],
      ['Complaints and suggestions', '/complaints'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Rewards points' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
  });
});
