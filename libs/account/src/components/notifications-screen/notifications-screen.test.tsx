import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadDialog, preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { notificationsFixture } from '../account-fixtures.js';
import { BASE, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { NotificationsScreen, type NotificationsScreenProps } from './notifications-screen.js';
import * as stories from './notifications-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadDialog, preloadToasts] });

const [delivered] = notificationsFixture;

/** The store's notifications: the page asked for, of two; what is deleted is gone. */
function answeringNotifications() {
  let shown = [...notificationsFixture];
  server.use(
    answerCall(BASE, calls.notifications.list, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return success({
        data: shown,
        pagination: { total: shown.length, per_page: 15, current_page: page, last_page: 2 },
      });
    }),
    answerCall(BASE, calls.notifications.delete, ({ params }) => {
      shown = shown.filter((item) => String(item.id) !== params['id']);
      return success(null);
    }),
    answerCall(BASE, calls.notifications.deleteAll, () => {
      shown = [];
      return success(null);
    }),
  );
}

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen(props: Partial<NotificationsScreenProps> = {}) {
  renderInSession(
    <NotificationsScreen
      page={1}
      orderHrefFor={(orderId) => `/orderDetailes/${orderId}`}
      {...props}
    />,
    { withToasts: true },
  );
}

describe('NotificationsScreen', () => {
  it('lists the notifications, those about an order leading to it, with the pages', async () => {
    answeringNotifications();
    renderScreen();
    expect(await screen.findByText(delivered!.title)).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: `View order: ${delivered!.title}` })[0],
    ).toHaveAttribute('href', `/orderDetailes/${delivered!.order_id}`);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?page=2');
  });

  it('shows the page it is given', async () => {
    answeringNotifications();
    renderScreen({ page: 2 });
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '?');
    expect(within(pages).queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('deletes one notification', async () => {
    answeringNotifications();
    renderScreen();
    await userEvent.click(
      await screen.findByRole('button', { name: `Delete notification: ${delivered!.title}` }),
    );
    await waitFor(() => expect(screen.queryByText(delivered!.title)).not.toBeInTheDocument());
  });

  it('deletes them all once confirmed', async () => {
    answeringNotifications();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('You have no notifications')).toBeVisible();
  });

  it('puts a notification back and says why when the store refuses to delete it', async () => {
    answeringNotifications();
    server.use(
      answerCall(BASE, calls.notifications.delete, refusal('This notification cannot be deleted')),
    );
    renderScreen();
    await userEvent.click(
      await screen.findByRole('button', { name: `Delete notification: ${delivered!.title}` }),
    );
    expect((await screen.findAllByText('This notification cannot be deleted'))[0]).toBeVisible();
    expect(screen.getByText(delivered!.title)).toBeVisible();
  });

  it('offers to try again when the store fails to give the notifications', async () => {
    answeringNotifications();
    let failures = 1;
    server.use(
      answerCall(BASE, calls.notifications.list, () =>
        failures-- > 0
          ? refusal('Server error', 'exception')
          : success({
              data: notificationsFixture,
              pagination: { total: 5, per_page: 15, current_page: 1, last_page: 1 },
            }),
      ),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(delivered!.title)).toBeVisible();
  });
});

describe('NotificationsScreen stories', () => {
  const { Notifications, English, DeletionRefused, Empty, Loading, StoreDown } =
    composeStories(stories);

  it('Notifications: the list and its pages, in Arabic', async () => {
    const { container } = render(<Notifications />);
    expect(await screen.findByText(delivered!.title)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the list, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('button', { name: 'Delete all' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('DeletionRefused: the notification comes back and a toast says why', async () => {
    render(<DeletionRefused />);
    await userEvent.click(
      await screen.findByRole('button', { name: `حذف الإشعار: ${delivered!.title}` }),
    );
    expect((await screen.findAllByText('تعذّر حذف الإشعار الآن'))[0]).toBeVisible();
    expect(screen.getByText(delivered!.title)).toBeVisible();
  });

  it('Empty: says there are none', async () => {
    const { container } = render(<Empty />);
    expect(await screen.findByText('لا توجد لديك إشعارات')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Loading: neither the list nor an error while it is on its way', async () => {
    const { container } = render(<Loading />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: offers to try again', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
