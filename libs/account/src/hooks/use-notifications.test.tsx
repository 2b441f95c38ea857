import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '@matjar/api-client';
import { createSessionTestContext } from '@matjar/auth/testing';
import { notificationsFixture } from '../components/account-fixtures.js';
import {
  useDeleteAllNotifications,
  useDeleteNotification,
  useNotifications,
  useUnreadNotificationsCount,
} from './use-notifications.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const ok = (data: unknown) => HttpResponse.json({ key: 'success', msg: '', data });
const refused = (msg: string) => HttpResponse.json({ key: 'fail', msg, data: null });

/**
 * The list answered once, then unavailable: what the page shows after a refused deletion is what
 * the cache holds, not a fresh copy from the store.
 */
const listOnceThenDown = () => [
  http.get(
    `${BASE}notifications`,
    () =>
      ok({
        data: notificationsFixture,
        pagination: {
          total: notificationsFixture.length,
          per_page: 20,
          current_page: 1,
          last_page: 1,
        },
      }),
    { once: true },
  ),
  http.get(`${BASE}notifications`, () => new HttpResponse(null, { status: 503 })),
  http.get(`${BASE}notifications/unread-count`, () => ok(2)),
];

/**
 * The store's notifications for one customer, as the demo API keeps them: a page sent is marked
 * read, deletions remove them. `hold` keeps deletions waiting until `release()`.
 */
function storeWith(initial: readonly Notification[]) {
  let items = initial.map((item) => ({ ...item }));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isHeld = false;
  const handlers = [
    http.get(`${BASE}notifications`, () => {
      const page = {
        data: items.map((item) => ({ ...item, is_read: item.is_read ? 1 : 0 })),
        pagination: { total: items.length, per_page: 20, current_page: 1, last_page: 1 },
      };
      items = items.map((item) => ({ ...item, is_read: true }));
      return ok(page);
    }),
    http.get(`${BASE}notifications/unread-count`, () =>
      ok(items.filter((item) => !item.is_read).length),
    ),
    http.delete(`${BASE}notifications/:id`, async ({ params }) => {
      if (isHeld) await held;
      items = items.filter((item) => String(item.id) !== params['id']);
      return ok(null);
    }),
    http.delete(`${BASE}notifications`, async () => {
      if (isHeld) await held;
      items = [];
      return ok(null);
    }),
  ];
  return {
    handlers,
    hold: () => {
      isHeld = true;
    },
    release: () => release(),
  };
}

/** A fresh session and cache, in English. */
const session = () => createSessionTestContext({ baseUrl: BASE, locale: 'en' }).wrapper;

/** The notifications page: the list, the bell's count and both deletions. */
function useNotificationsPage() {
  return {
    list: useNotifications(1),
    unread: useUnreadNotificationsCount(),
    remove: useDeleteNotification(),
    removeAll: useDeleteAllNotifications(),
  };
}

const titles = (page: { data: Notification[] } | undefined) =>
  page?.data.map((notification) => notification.title);

describe('notifications', () => {
  it('asks nothing for a visitor, not even the unread count', () => {
    const { result } = renderHook(useNotificationsPage, { wrapper: session() });
    expect(result.current.unread.fetchStatus).toBe('idle');
    expect(result.current.unread.data).toBeUndefined();
    expect(result.current.list.fetchStatus).toBe('idle');
  });

  it('counts the unread notifications for the bell', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(...storeWith(notificationsFixture).handlers);
    const { result } = renderHook(() => useUnreadNotificationsCount(), { wrapper: session() });
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('lists the notifications, then the bell follows the store marking them read', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(...storeWith(notificationsFixture).handlers);
    const { result } = renderHook(useNotificationsPage, { wrapper: session() });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(titles(result.current.list.data)).toEqual(notificationsFixture.map((n) => n.title));
    expect(result.current.list.data?.data[0]?.is_read).toBe(false);
    await waitFor(() => expect(result.current.unread.data).toBe(0));
  });

  it('removes a notification at once, before the store answers', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    const store = storeWith(notificationsFixture);
    server.use(...store.handlers);
    const { result } = renderHook(useNotificationsPage, { wrapper: session() });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    store.hold();
    const [first, second] = notificationsFixture;

    act(() => result.current.remove.mutate(first?.id ?? 0));
    await waitFor(() => expect(titles(result.current.list.data)?.[0]).toBe(second?.title));
    expect(result.current.list.data?.pagination.total).toBe(notificationsFixture.length - 1);
    expect(result.current.remove.isPending).toBe(true);

    store.release();
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(titles(result.current.list.data)).not.toContain(first?.title);
    expect(result.current.list.data?.data).toHaveLength(notificationsFixture.length - 1);
  });

  it('puts the notification back when the store refuses to delete it', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      ...listOnceThenDown(),
      http.delete(`${BASE}notifications/:id`, () => refused('Try again later')),
    );
    const { result } = renderHook(useNotificationsPage, { wrapper: session() });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    act(() => result.current.remove.mutate(notificationsFixture[1]?.id ?? 0));
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
    expect(titles(result.current.list.data)).toEqual(notificationsFixture.map((n) => n.title));
  });

  it('empties the list at once when every notification is deleted', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    const store = storeWith(notificationsFixture);
    server.use(...store.handlers);
    const { result } = renderHook(useNotificationsPage, { wrapper: session() });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    store.hold();

    act(() => result.current.removeAll.mutate());
    await waitFor(() => expect(result.current.list.data?.data).toEqual([]));
    expect(result.current.removeAll.isPending).toBe(true);

    store.release();
    await waitFor(() => expect(result.current.removeAll.isSuccess).toBe(true));
    expect(result.current.list.data?.data).toEqual([]);
    expect(result.current.unread.data).toBe(0);
  });

  it('brings every notification back when the store refuses to delete them', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      ...listOnceThenDown(),
      http.delete(`${BASE}notifications`, () => refused('Try again later')),
    );
    const { result } = renderHook(useNotificationsPage, { wrapper: session() });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    act(() => result.current.removeAll.mutate());
    await waitFor(() => expect(result.current.removeAll.isError).toBe(true));
    expect(titles(result.current.list.data)).toEqual(notificationsFixture.map((n) => n.title));
  });

  it('asks the unread count again after a deletion', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    let unreadAsked = 0;
    server.use(
      http.get(`${BASE}notifications/unread-count`, () => {
        unreadAsked += 1;
        return ok(3 - unreadAsked);
      }),
      ...storeWith(notificationsFixture).handlers,
    );
    const { result } = renderHook(
      () => ({ unread: useUnreadNotificationsCount(), remove: useDeleteNotification() }),
      { wrapper: session() },
    );
    await waitFor(() => expect(result.current.unread.data).toBe(2));
    act(() => result.current.remove.mutate(notificationsFixture[0]?.id ?? 0));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(result.current.unread.data).toBe(1);
  });
});
