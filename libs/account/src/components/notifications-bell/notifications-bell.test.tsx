import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { NotificationsBell } from './notifications-bell.js';
import * as stories from './notifications-bell.stories.js';

describe('NotificationsBell', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links to the notifications and says how many are unread', () => {
    render(
      <TestI18nProvider locale="en">
        <NotificationsBell count={3} href="/notifications" />
      </TestI18nProvider>,
    );
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByText('3').tagName).toBe('BDI');
  });

  it('shows no badge when nothing is unread', () => {
    render(
      <TestI18nProvider locale="en">
        <NotificationsBell count={0} href="/notifications" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('shows 9+ above nine, while the name keeps the exact number', () => {
    render(
      <TestI18nProvider locale="en">
        <NotificationsBell count={27} href="/notifications" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Notifications, 27 unread' })).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it.each([
    [0, 'الإشعارات'],
    [1, 'الإشعارات، إشعار واحد غير مقروء'],
    [2, 'الإشعارات، إشعاران غير مقروءين'],
    [3, 'الإشعارات، 3 إشعارات غير مقروءة'],
    [11, 'الإشعارات، 11 إشعارًا غير مقروء'],
    [100, 'الإشعارات، 100 إشعار غير مقروء'],
  ])('names the bell with the Arabic plural form for %i', (count, name) => {
    render(
      <TestI18nProvider locale="ar">
        <NotificationsBell count={count} href="/notifications" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('uses the app’s link when one is given', () => {
    function RouterLink({ to, className, children }: LinkProps) {
      return (
        <a href={`#${to}`} className={className}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={RouterLink}>
          <NotificationsBell count={1} href="/notifications" />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'href',
      '#/notifications',
    );
  });
});
