import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { notificationsFixture, notificationsFixtureNow } from '../account-fixtures.js';
import { NotificationsList } from './notifications-list.js';
import * as stories from './notifications-list.stories.js';

const orderHrefFor = (orderId: number) => `/order-details?id=${orderId}`;

/** The list as a page shows it: a deletion removes the notification at once. */
function ManagedList({
  initial = notificationsFixture,
  onDelete = () => undefined,
  onDeleteAll = () => undefined,
}: {
  initial?: readonly Notification[];
  onDelete?: (id: number) => void;
  onDeleteAll?: () => void;
}) {
  const [notifications, setNotifications] = useState(initial);
  return (
    <TestI18nProvider locale="en">
      <NotificationsList
        notifications={notifications}
        onDelete={(id) => {
          onDelete(id);
          setNotifications((current) => current.filter((item) => item.id !== id));
        }}
        onDeleteAll={() => {
          onDeleteAll();
          setNotifications([]);
        }}
        orderHrefFor={orderHrefFor}
        now={notificationsFixtureNow}
      />
    </TestI18nProvider>
  );
}

describe('NotificationsList', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows each notification’s title, text and how long ago it came', () => {
    render(<ManagedList />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(notificationsFixture.length);
    const [newest, , yesterday, , oldest] = items as HTMLElement[];
    expect(within(newest as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'تم توصيل طلبك',
    );
    expect(
      within(newest as HTMLElement).getByText('تم توصيل طلبك رقم 2291، شاركنا رأيك بتقييم الطلب.'),
    ).toHaveAttribute('dir', 'auto');
    expect(within(newest as HTMLElement).getByText('5 minutes ago')).toHaveAttribute(
      'datetime',
      notificationsFixture[0]?.created_at,
    );
    expect(within(items[1] as HTMLElement).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(yesterday as HTMLElement).getByText('yesterday')).toBeInTheDocument();
    expect(within(items[3] as HTMLElement).getByText('4 days ago')).toBeInTheDocument();
    // Older than a week: the date and time, in Riyadh time (12:00 UTC is 15:00 there).
    expect(within(oldest as HTMLElement).getByText(/Feb 28, 2025.*3:00/)).toBeInTheDocument();
  });

  it('marks the unread notifications, for eyes and for screen readers', () => {
    render(<ManagedList />);
    expect(screen.getByRole('heading', { name: 'تم توصيل طلبك New' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تم استلام طلبك New' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'عروض نهاية الأسبوع' })).toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(2);
  });

  it('links the notifications about an order to it, and only those', () => {
    render(<ManagedList />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/order-details?id=2291',
      '/order-details?id=2291',
      '/order-details?id=1870',
    ]);
    expect(screen.getByRole('link', { name: 'View order: تم توصيل طلبك' })).toBeInTheDocument();
    const plain = screen.getAllByRole('listitem')[2] as HTMLElement;
    expect(within(plain).getByRole('heading')).toHaveTextContent('عروض نهاية الأسبوع');
    expect(within(plain).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links a product back in stock to the product', () => {
    const backInStock: Notification = {
      ...(notificationsFixture[2] as Notification),
      type: 'back_in_stock',
      title: 'Back in stock',
      product_id: 42,
    };
    render(
      <TestI18nProvider locale="en">
        <NotificationsList
          notifications={[backInStock, { ...backInStock, id: 9, type: 'admin' }]}
          onDelete={() => undefined}
          onDeleteAll={() => undefined}
          orderHrefFor={orderHrefFor}
          productHrefFor={(id) => `/products/${id}`}
          now={notificationsFixtureNow}
        />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View the product: Back in stock' })).toHaveAttribute(
      'href',
      '/products/42',
    );
  });

  it('does not link a notification of an order type without an order', () => {
    render(
      <ManagedList initial={[{ ...notificationsFixture[0], order_id: null } as Notification]} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('deletes one notification and moves focus to the next one', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<ManagedList onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete notification: تم استلام طلبك' }));
    expect(onDelete).toHaveBeenCalledWith(13);
    expect(screen.queryByRole('heading', { name: /تم استلام طلبك/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete notification: عروض نهاية الأسبوع' }),
    ).toHaveFocus();
  });

  it('moves focus to the previous notification when the last one is deleted', async () => {
    const user = userEvent.setup();
    render(<ManagedList />);
    await user.click(screen.getByRole('button', { name: 'Delete notification: مرحبًا بك في متجر' }));
    expect(
      screen.getByRole('button', { name: 'Delete notification: تم قبول طلب السحب' }),
    ).toHaveFocus();
  });

  it('asks before deleting every notification, and deletes nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onDeleteAll = vi.fn();
    render(<ManagedList onDeleteAll={onDeleteAll} />);
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    expect(dialog).toHaveAccessibleDescription(
      'Every notification will be deleted, on every page. This cannot be undone.',
    );
    await assertNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDeleteAll).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(notificationsFixture.length);
    expect(screen.getByRole('button', { name: 'Delete all' })).toHaveFocus();
  });

  it('deletes every notification once confirmed and shows the empty state', async () => {
    const user = userEvent.setup();
    const onDeleteAll = vi.fn();
    render(<ManagedList onDeleteAll={onDeleteAll} />);
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete all' }),
    );

    expect(onDeleteAll).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'You have no notifications' });
    expect(empty).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(document.activeElement).toContainElement(empty);
  });

  it('shows that every notification is being deleted and ignores another press', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider locale="en">
        <NotificationsList
          notifications={notificationsFixture}
          onDelete={() => undefined}
          onDeleteAll={() => undefined}
          isDeletingAll
          orderHrefFor={orderHrefFor}
        />
      </TestI18nProvider>,
    );
    const button = screen.getByRole('button', { name: /Delete all/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there are no notifications', () => {
    render(<ManagedList initial={[]} />);
    expect(screen.getByRole('heading', { name: 'You have no notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete all' })).not.toBeInTheDocument();
  });

  it('speaks Arabic in an Arabic page', () => {
    render(
      <TestI18nProvider locale="ar">
        <NotificationsList
          notifications={notificationsFixture}
          onDelete={() => undefined}
          onDeleteAll={() => undefined}
          orderHrefFor={orderHrefFor}
          now={notificationsFixtureNow}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'حذف الكل' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'حذف الإشعار: عروض نهاية الأسبوع' }),
    ).toBeInTheDocument();
    expect(screen.getByText('قبل 5 دقائق')).toBeInTheDocument();
    expect(screen.getByText('أمس')).toBeInTheDocument();
  });
});
