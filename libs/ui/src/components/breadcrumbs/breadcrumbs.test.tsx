import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { type LinkProps, LinkProvider } from '../link/link.js';
import { Breadcrumbs } from './breadcrumbs.js';
import * as stories from './breadcrumbs.stories.js';

const { Arabic, English, MixedScripts } = composeStories(stories);

describe('Breadcrumbs', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links each step to its page and marks the last as the page shown', () => {
    render(<English />);
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Dates', 'Sukkari']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/categories/3',
      '/categories/3?sub=12',
    ]);
    const page = within(trail).getByText('Premium rolled Sukkari dates from Qassim, 3 kg box');
    expect(page.parentElement).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getAllByRole('listitem')).toHaveLength(4);
  });

  it('is named in Arabic, its separators pointing left and hidden from assistive technology', () => {
    render(<Arabic />);
    const trail = screen.getByRole('navigation', { name: 'أنت هنا' });
    expect(within(trail).getByRole('link', { name: 'التمور' })).toHaveAttribute(
      'href',
      '/categories/3',
    );
    const separators = within(trail).getAllByText('‹');
    expect(separators).toHaveLength(3);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
    expect(within(trail).queryByText('›')).not.toBeInTheDocument();
  });

  it('points its separators right in English', () => {
    render(<English />);
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(trail).getAllByText('›')).toHaveLength(3);
    expect(within(trail).queryByText('‹')).not.toBeInTheDocument();
  });

  it('isolates each name, so a name in the other script keeps its order', () => {
    render(<MixedScripts />);
    const order = screen.getByRole('link', { name: 'Order C-1001' });
    expect(within(order).getByText('Order C-1001').tagName).toBe('BDI');
    expect(screen.getByText('تقييم الطلب').tagName).toBe('BDI');
  });

  it('shows a step without a page as text, and only the last step as the page shown', () => {
    render(
      <TestI18nProvider locale="en">
        <Breadcrumbs
          items={[{ label: 'Home', href: '/' }, { label: 'Account' }, { label: 'Points' }]}
        />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home']);
    expect(screen.getByText('Account').parentElement).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Points').parentElement).toHaveAttribute('aria-current', 'page');
  });

  it("draws its links with the app's link under a LinkProvider", () => {
    function AppLink({ to, prefetch: _prefetch, children, ...anchor }: LinkProps) {
      return (
        <a {...anchor} href={`/app${to}`}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={AppLink}>
          <Breadcrumbs items={[{ label: 'Wallet', href: '/wallet' }, { label: 'Points' }]} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/app/wallet');
  });
});
