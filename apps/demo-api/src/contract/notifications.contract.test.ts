import { calls, isApiError } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { addNotification } from '../routes/notifications.js';
import { useDemoApi } from './harness.js';

const api = useDemoApi();

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { kind: error.kind, msg: error.msg, status: error.status };
    throw error;
  }
  throw new Error('the call succeeded');
};

describe(calls.notifications.list.id, () => {
  it('lists newest first with texts in English, order ids and read flags', async () => {
    const client = await api.signedIn();
    const { data } = await client.notifications.list();
    expect(
      data.data.map(({ type, title, order_id, is_read }) => [type, title, order_id, is_read]),
    ).toEqual([
      ['finish_order', 'Your order was delivered', 500, false],
      ['create_order', 'Your order was received', 500, false],
      ['admin', 'Welcome to Matjar', null, true],
    ]);
    expect(data.pagination.total).toBe(3);
  });

  it('speaks Arabic when asked in Arabic, a page at a time', async () => {
    const client = await api.signedIn('500000001', 'ar');
    const { data } = await client.notifications.list({ page: 2, per_page: 2 });
    expect(data.data.map((item) => item.body)).toEqual([
      'اجمع النقاط مع كل طلب واستبدلها برصيد في محفظتك.',
    ]);
    expect(data.pagination).toMatchObject({ current_page: 2, last_page: 2 });
  });

  it('marks what it showed as read', async () => {
    const client = await api.signedIn();
    await client.notifications.list({ per_page: 1 });
    expect((await client.notifications.unreadCount()).data).toBe(1);
    await client.notifications.list();
    expect((await client.notifications.unreadCount()).data).toBe(0);
  });

  it('shows a notification another domain adds, on top', async () => {
    const client = await api.signedIn('500000001', 'ar');
    addNotification(api.demo.store, 1, {
      type: 'cancel_order',
      title: { ar: 'تم إلغاء طلبك', en: 'Your order was cancelled' },
      body: { ar: 'أُلغي الطلب رقم 7.', en: 'Order 7 was cancelled.' },
      order_id: 7,
    });
    expect((await client.notifications.unreadCount()).data).toBe(3);
    const newest = (await client.notifications.list({ per_page: 1 })).data.data[0];
    expect(newest).toMatchObject({
      type: 'cancel_order',
      title: 'تم إلغاء طلبك',
      order_id: 7,
      is_read: false,
    });
  });

  it('refuses a visitor', async () => {
    expect(await failureOf((await api.visitor()).notifications.list())).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
  });
});

describe(calls.notifications.unreadCount.id, () => {
  it('counts the unread notifications of the customer only', async () => {
    expect((await (await api.signedIn()).notifications.unreadCount()).data).toBe(2);
    expect((await (await api.signedIn('500000003')).notifications.unreadCount()).data).toBe(0);
  });
});

describe(calls.notifications.delete.id, () => {
  it('deletes one notification', async () => {
    const client = await api.signedIn();
    expect((await client.notifications.delete({ id: 3 })).msg).toBe('Notification deleted');
    const { data } = await client.notifications.list();
    expect(data.data.map((item) => item.id)).toEqual([2, 1]);
  });

  it('fails for a notification that is not the customer’s', async () => {
    const client = await api.signedIn('500000003');
    expect(await failureOf(client.notifications.delete({ id: 3 }))).toMatchObject({
      kind: 'fail',
      status: 404,
    });
  });
});

describe(calls.notifications.deleteAll.id, () => {
  it('empties the list and the unread count', async () => {
    const client = await api.signedIn();
    expect((await client.notifications.deleteAll()).key).toBe('success');
    expect((await client.notifications.list()).data.data).toEqual([]);
    expect((await client.notifications.unreadCount()).data).toBe(0);
  });
});

describe(calls.notifications.streamTicket.id, () => {
  it('gives a signed-in customer a fresh ticket for each live stream', async () => {
    const client = await api.signedIn();
    const first = (await client.notifications.streamTicket()).data.ticket;
    const second = (await client.notifications.streamTicket()).data.ticket;
    expect(first.length).toBeGreaterThanOrEqual(16);
    expect(second).not.toBe(first);
  });

  it('refuses a visitor', async () => {
    expect(await failureOf((await api.visitor()).notifications.streamTicket())).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
  });
});
