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

describe('the demo push stream', () => {
  it('refuses a request without a customer token', async () => {
    const response = await api.demo.fetch(new Request('http://demo-api.test/__demo/push/stream'));
    expect(response.status).toBe(401);
  });

  it('sends what came since the page was opened, even before the stream connected', async () => {
    const signIn = await api.demo.fetch(
      new Request('http://demo-api.test/sign-in', {
        method: 'POST',
        body: new URLSearchParams({ phone: '500000001', password: '123456' }),
      }),
    );
    const { data } = (await signIn.json()) as { data: { token: string } };
    const openedAt = Date.now() - 1000;
    addNotification(api.demo.store, 1, {
      type: 'finish_order',
      title: { ar: 'تم توصيل طلبك', en: 'Order delivered' },
      body: { ar: '', en: '' },
      order_id: 500,
    });
    const response = await api.demo.fetch(
      new Request(`http://demo-api.test/__demo/push/stream?token=${data.token}&since=${openedAt}`),
    );
    expect(await readEvents(response, 'push', 1)).toEqual([
      expect.objectContaining({ type: 'finish_order', title_en: 'Order delivered' }),
    ]);
  });

  it("sends the customer's new notifications as push messages, and only theirs", async () => {
    const signIn = await api.demo.fetch(
      new Request('http://demo-api.test/sign-in', {
        method: 'POST',
        body: new URLSearchParams({ phone: '500000001', password: '123456' }),
      }),
    );
    const { data } = (await signIn.json()) as { data: { token: string } };
    const response = await api.demo.fetch(
      new Request(`http://demo-api.test/__demo/push/stream?token=${data.token}`),
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
      },
    ]);
  });
});
