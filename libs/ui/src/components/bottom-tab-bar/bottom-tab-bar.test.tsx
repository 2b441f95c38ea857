import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { type LinkProps, LinkProvider } from '../link/link.js';
import { BottomTabBar } from './bottom-tab-bar.js';
import * as stories from './bottom-tab-bar.stories.js';

const tabs = (cartCount: number, current = '/') => [
  { href: '/', label: 'Home', icon: <svg aria-hidden />, isCurrent: current === '/' },
  { href: '/cart', label: 'Cart', icon: <svg aria-hidden />, badgeCount: cartCount },
  { href: '/orders', label: 'Orders', icon: <svg aria-hidden />, isCurrent: current === '/orders' },
];

describe('BottomTabBar', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('is a named navigation of links, the current page marked', () => {
    render(
      <TestI18nProvider locale="en">
        <BottomTabBar label="Main" items={tabs(0, '/orders')} />
      </TestI18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/cart', '/orders']);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('names the cart with its count, in the language’s plural forms', () => {
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <BottomTabBar label="Main" items={tabs(3)} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    rerender(
      <TestI18nProvider locale="en">
        <BottomTabBar label="Main" items={tabs(1)} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    rerender(
      <TestI18nProvider locale="ar">
        <BottomTabBar label="التنقل الرئيسي" items={tabs(2)} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cart، عنصران' })).toBeInTheDocument();
  });

  it('shows no badge and a plain name when the count is 0', () => {
    render(
      <TestI18nProvider locale="en">
        <BottomTabBar label="Main" items={tabs(0)} />
      </TestI18nProvider>,
    );
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).queryByText('0')).not.toBeInTheDocument();
  });

  it('caps the badge at 99+ and still says the whole count', () => {
    render(
      <TestI18nProvider locale="en">
        <BottomTabBar label="Main" items={tabs(128)} />
      </TestI18nProvider>,
    );
    const cart = screen.getByRole('link', { name: 'Cart, 128 items' });
    expect(within(cart).getByText('99+')).toBeInTheDocument();
  });

  it('renders its tabs through the app’s link component', () => {
    function RouterLink({ to, className, children, ...rest }: LinkProps) {
      return (
        <a href={`/app${to}`} className={className} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={RouterLink}>
          <BottomTabBar label="Main" items={tabs(0, '/')} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/app/');
    expect(home).toHaveAttribute('data-router', 'yes');
    expect(home).toHaveAttribute('aria-current', 'page');
  });
});
