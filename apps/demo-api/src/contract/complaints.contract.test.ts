import { calls, isApiError } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
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

const photo = () => new Blob(['<svg/>'], { type: 'image/svg+xml' });

describe(calls.complaints.list.id, () => {
  it('lists the messages sent with number, type, status and date', async () => {
    const client = await api.signedIn();
    const { data } = await client.complaints.list();
    expect(data.data).toEqual([
      {
        id: 1,
        number: 'C-1001',
        type: 'complaint',
        title: 'تأخر توصيل الطلب',
        status: 'answered',
        created_at: expect.any(String),
      },
    ]);
  });

  it('refuses a visitor', async () => {
    expect(await failureOf(api.client().complaints.list())).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});

describe(calls.complaints.create.id, () => {
  it('sends a suggestion with images; it is pending and listed first', async () => {
    const client = await api.signedIn();
    const result = await client.complaints.create({
      type: 'suggestion',
      title: 'Evening delivery',
      message: 'Please add delivery slots after 10 pm.',
      images: [photo(), photo()],
    });
    expect(result.msg).toBe('Your message was sent; we will answer soon');
    expect(result.data).toMatchObject({
      type: 'suggestion',
      status: 'pending',
      response: null,
      number: `S-${result.data.id}`,
    });
    expect(result.data.images).toHaveLength(2);
    const { data } = await client.complaints.list({ per_page: 1 });
    expect(data.data[0]?.id).toBe(result.data.id);
    expect(data.pagination.total).toBe(2);
  });

  it('is refused before sending without a title, and answered fail past the client', async () => {
    const client = await api.signedIn();
    await expect(
      client.complaints.create({ type: 'complaint', title: '  ', message: 'Late' }),
    ).rejects.toThrow(TypeError);

    const signIn = await api.client().auth.signIn({ phone: '500000001', password: '123456' });
    if (signIn.key !== 'success') throw new Error('could not sign in');
    const body = new FormData();
    body.append('type', 'praise');
    body.append('title', 'Hi');
    body.append('message', 'Hello');
    const response = await fetch('http://demo-api.test/api/complaints', {
      method: 'POST',
      headers: { Authorization: `Bearer ${signIn.data.token}` },
      body,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ key: 'fail' });
  });
});

describe(calls.complaints.details.id, () => {
  it('shows the store’s response in the request language', async () => {
    const english = await (await api.signedIn()).complaints.details({ id: 1 });
    expect(english.data.response?.text).toBe(
      'We are sorry for the delay; we added 20 SAR to your wallet as compensation.',
    );
    const arabic = await (await api.signedIn('500000001', 'ar')).complaints.details({ id: 1 });
    expect(arabic.data).toMatchObject({
      message: 'وصل طلبي متأخرًا ساعتين عن الموعد المحدد.',
      response: { text: 'نعتذر عن التأخير، وأضفنا 20 ريالًا إلى محفظتك تعويضًا.' },
    });
  });

  it('gets the demo store’s answer once a while has passed', async () => {
    const client = await api.signedIn();
    const { data } = await client.complaints.create({
      type: 'complaint',
      title: 'Damaged box',
      message: 'The box arrived crushed.',
    });
    expect((await client.complaints.details({ id: data.id })).data.response).toBeNull();

    const stored = api.demo.store.state.account.complaints.find((item) => item.id === data.id);
    if (!stored) throw new Error('the complaint was not stored');
    stored.created_at = new Date(Date.now() - 6 * 60_000).toISOString();
    const answered = (await client.complaints.details({ id: data.id })).data;
    expect(answered.status).toBe('answered');
    expect(answered.response?.text).toContain('we reviewed your complaint');
  });

  it('fails for a complaint of another customer or none', async () => {
    const client = await api.signedIn('500000003');
    expect(await failureOf(client.complaints.details({ id: 1 }))).toMatchObject({
      kind: 'fail',
      status: 404,
      msg: 'Complaint not found',
    });
  });
});
