import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { type LinkProps, LinkProvider } from '../link/link.js';
import { AccountLayout, SideNav, type SideNavSection } from './account-layout.js';
import * as stories from './account-layout.stories.js';

const css = readFileSync(resolve(import.meta.dirname, 'account-layout.css'), 'utf8');

describe('AccountLayout and SideNav', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names the navigation, groups its links under their titles and marks the current page', () => {
    const sections: readonly SideNavSection[] = [
      {
        id: 'shopping',
        title: 'My shopping',
        items: [
          { href: '/orders', label: 'My orders', isCurrent: true },
          { href: '/favorites', label: 'Favorites' },
        ],
      },
      { id: 'money', title: 'Wallet', items: [{ href: '/wallet', label: 'Wallet' }] },
    ];
    render(<SideNav label="Account" sections={sections} />);
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const shopping = within(nav).getByRole('list', { name: 'My shopping' });
    expect(
      within(shopping)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My orders', 'Favorites']);
    expect(within(nav).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Favorites' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('list', { name: 'Wallet' })).toBeInTheDocument();
  });

  it("draws its links with the app's link component", () => {
    const RouterLink = ({ to, className, children, 'aria-current': current }: LinkProps) => (
      <a href={`/app${to}`} className={className} aria-current={current} data-router="yes">
        {children}
      </a>
    );
    render(
      <LinkProvider component={RouterLink}>
        <SideNav
          label="Account"
          sections={[{ id: 'a', items: [{ href: '/wallet', label: 'Wallet' }] }]}
        />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Wallet' });
    expect(link).toHaveAttribute('href', '/app/wallet');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('puts the navigation before the page, so keyboard users meet it first, and adds no landmark of its own', () => {
    const Page = ({ children }: { children: ReactNode }) => <main>{children}</main>;
    render(
      <Page>
        <AccountLayout nav={<SideNav label="Account" sections={[]} />}>
          <h1>My orders</h1>
        </AccountLayout>
      </Page>,
    );
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const heading = screen.getByRole('heading', { name: 'My orders' });
    expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows the navigation column only on wide screens, on the inline start, with logical properties', () => {
    // Below 64rem the column is not drawn (a phone has the account's menu page).
    expect(css).toMatch(/\.mj-account-layout__nav \{\s+display: none;/);
    const wide = css.slice(css.indexOf('@media (min-width: 64rem)'));
    expect(wide).toMatch(/grid-template-columns: 16rem minmax\(0, 1fr\)/);
    expect(wide).toMatch(/\.mj-account-layout__nav \{[^}]*display: block;[^}]*position: sticky;/);
    expect(css).not.toMatch(
      /\b(left|right|margin-left|margin-right|padding-left|padding-right)\s*:/,
    );
  });
});
