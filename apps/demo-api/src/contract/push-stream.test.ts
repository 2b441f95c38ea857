import { describe, expect, it } from 'vitest';
import { addNotification } from '../routes/notifications.js';
import { useDemoApi } from './harness.js';

const api = useDemoApi();

/** Reads server-sent events from a response until `count` events of `name` have arrived. */
async function readEvents(response: Response, name: string, count: number) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const events: unknown[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      if (!lines.includes(`event: ${name}`)) continue;
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
      events.push(JSON.parse(data));
    }
  }
  await reader.cancel();
  return events;
}

/** Signs the demo customer in and gets a stream ticket for the session. */
async function ticketOf(phone = '500000001') {
  const signIn = await api.demo.fetch(
    new Request('http://demo-api.test/sign-in', {
      method: 'POST',
      body: new URLSearchParams({ phone, password: '123456' }),
    }),
  );
  const { data } = (await signIn.json()) as { data: { token: string } };
  const answer = await api.demo.fetch(
    new Request('http://demo-api.test/notifications/stream-ticket', {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.token}` },
    }),
  );
  const { data: ticket } = (await answer.json()) as { data: { ticket: string } };
  return { token: data.token, ticket: ticket.ticket };
}

describe('the demo push stream', () => {
  it('never takes the bearer token in its URL, only a ticket of the session', async () => {
    const { token, ticket } = await ticketOf();
    expect(ticket).not.toContain(token);
    const withToken = await api.demo.fetch(
      new Request(`http://demo-api.test/__demo/push/stream?token=${token}`),
    );
    expect(withToken.status).toBe(401);
    const noTicket = await api.demo.fetch(
      new Request('http://demo-api.test/notifications/stream-ticket', { method: 'POST' }),
    );
    expect(noTicket.status).toBe(401);
  });

  it('refuses a ticket whose session ended', async () => {
    const { token, ticket } = await ticketOf();
    await api.demo.fetch(
      new Request('http://demo-api.test/sign-out?device_id=', {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    const response = await api.demo.fetch(
      new Request(`http://demo-api.test/__demo/push/stream?ticket=${ticket}`),
    );
    expect(response.status).toBe(401);
  });

  it('refuses a request without a customer token', async () => {
    const response = await api.demo.fetch(new Request('http://demo-api.test/__demo/push/stream'));
    expect(response.status).toBe(401);
  });

  it('sends what came since the page was opened, even before the stream connected', async () => {
    const { ticket } = await ticketOf();
    const openedAt = Date.now() - 1000;
    addNotification(api.demo.store, 1, {
      type: 'finish_order',
      title: { ar: 'تم توصيل طلبك', en: 'Order delivered' },
      body: { ar: '', en: '' },
      order_id: 500,
    });
    const response = await api.demo.fetch(
      new Request(`http://demo-api.test/__demo/push/stream?ticket=${ticket}&since=${openedAt}`),
    );
    expect(await readEvents(response, 'push', 1)).toEqual([
      expect.objectContaining({ type: 'finish_order', title_en: 'Order delivered' }),
    ]);
  });

  it("sends the customer's new notifications as push messages, and only theirs", async () => {
    const { ticket } = await ticketOf();
    const response = await api.demo.fetch(
      new Request(`http://demo-api.test/__demo/push/stream?ticket=${ticket}`),
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    addNotification(api.demo.store, 2, {
      type: 'admin',
      title: { ar: 'لغيرك', en: 'For someone else' },
      body: { ar: '', en: '' },
    });
    addNotification(api.demo.store, 1, {
      type: 'cancel_order',
      title: { ar: 'تم إلغاء طلبك', en: 'Your order was cancelled' },
      body: { ar: 'الطلب 100500', en: 'Order 100500' },
      order_id: 500,
    });
    expect(await readEvents(response, 'push', 1)).toEqual([
      {
        type: 'cancel_order',
        title_ar: 'تم إلغاء طلبك',
        title_en: 'Your order was cancelled',
        body_ar: 'الطلب 100500',
        body_en: 'Order 100500',
        order_id: 500,
        product_id: null,
      },
    ]);
  });
});
