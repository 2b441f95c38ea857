import { calls, isApiError } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { useDemoApi } from './harness.js';

const api = useDemoApi();
const { auth } = calls;

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { kind: error.kind, msg: error.msg, status: error.status };
    throw error;
  }
  throw new Error('the call succeeded');
};

describe(auth.signIn.id, () => {
  it('signs an active customer in with their token and unread count', async () => {
    const result = await api.client().auth.signIn({ phone: '500000001', password: '123456' });
    expect(result.key).toBe('success');
    if (result.key !== 'success') return;
    expect(result.data).toMatchObject({
      id: 1,
      phone: '500000001',
      is_notify: true,
      count_notifications: 0,
    });
    expect(result.data.token.length).toBeGreaterThan(10);
  });

  it('answers needActive for a phone that is not activated yet', async () => {
    const result = await api.client().auth.signIn({ phone: '500000002', password: '123456' });
    expect(result).toMatchObject({ key: 'needActive', data: { phone: '500000002' } });
  });

  it('fails with a message in the request language for a wrong password', async () => {
    expect(
      await failureOf(
        api.client(undefined, 'ar').auth.signIn({ phone: '500000001', password: 'wrong-1' }),
      ),
    ).toEqual({
      kind: 'fail',
      msg: 'رقم الجوال أو كلمة المرور غير صحيحة',
      status: 422,
    });
  });

  it('reports a blocked customer as blocked', async () => {
    expect(
      await failureOf(api.client().auth.signIn({ phone: '500000009', password: '123456' })),
    ).toMatchObject({
      kind: 'blocked',
    });
  });
});

describe(auth.signUp.id, () => {
  it('creates an account that then needs activation', async () => {
    const client = api.client();
    const result = await client.auth.signUp({
      name: 'Noura',
      phone: '555555555',
      email: '   ',
      password: 'secret1',
      accept: true,
    });
    expect(result.key).toBe('success');
    expect(api.demo.store.state.users.find((user) => user.phone === '555555555')?.email).toBeNull();
    expect(await client.auth.signIn({ phone: '555555555', password: 'secret1' })).toMatchObject({
      key: 'needActive',
    });
  });

  it('refuses a phone that is already registered', async () => {
    expect(
      await failureOf(
        api
          .client()
          .auth.signUp({ name: 'X', phone: '500000001', password: 'secret1', accept: true }),
      ),
    ).toMatchObject({ kind: 'fail', msg: 'This phone number is already registered' });
  });
});

describe(auth.activate.id, () => {
  it('signs the customer in with the demo code', async () => {
    const result = await api.client().auth.activate({ phone: '500000002', code: '1234' });
    expect(result.key).toBe('success');
    if (result.key === 'success') expect(result.data.is_notify).toBe(true);
  });

  it('asks an incomplete profile to be completed', async () => {
    const result = await api.client().auth.activate({ phone: '500000003', code: '1234' });
    expect(result.key).toBe('needCompleteInfo');
  });

  it('fails for a wrong code', async () => {
    expect(
      await failureOf(api.client().auth.activate({ phone: '500000002', code: '9999' })),
    ).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(auth.updateProfile.id, () => {
  it('updates the profile with a photo and returns a new token', async () => {
    const client = await api.signedIn();
    const result = await client.auth.updateProfile({
      name: 'Sara A.',
      image: new Blob(['<svg/>'], { type: 'image/svg+xml' }),
    });
    expect(result.key).toBe('success');
    expect(result.data).toMatchObject({ name: 'Sara A.' });
    expect(result.data.token).toBeTruthy();
  });

  it('needs a signed-in customer', async () => {
    expect(await failureOf(api.client().auth.updateProfile({ name: 'X' }))).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
  });
});

describe(auth.signOut.id, () => {
  it('ends the session: the token stops working', async () => {
    const client = await api.signedIn();
    expect((await client.auth.signOut({ device_id: 'device-1' })).key).toBe('success');
    expect(await failureOf(client.locations.list())).toMatchObject({ kind: 'unauthenticated' });
  });
});

describe(auth.deleteAccount.id, () => {
  it('deletes the account: it can no longer sign in', async () => {
    const client = await api.signedIn();
    expect((await client.auth.deleteAccount({ device_id: 'device-1' })).key).toBe('success');
    expect(
      await failureOf(api.client().auth.signIn({ phone: '500000001', password: '123456' })),
    ).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(auth.changePhoneSendCode.id, () => {
  it('sends a code to a free phone and refuses a taken one', async () => {
    const client = await api.signedIn();
    expect((await client.auth.changePhoneSendCode({ phone: '566666666' })).key).toBe('success');
    expect(await failureOf(client.auth.changePhoneSendCode({ phone: '500000002' }))).toMatchObject({
      kind: 'fail',
    });
  });
});
