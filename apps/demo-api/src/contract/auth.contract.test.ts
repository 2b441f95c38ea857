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

describe(calls.auth.signIn.id, () => {
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

  it('answers needCompleteInfo, with a token, for an active account whose profile is incomplete', async () => {
    const result = await api.client().auth.signIn({ phone: '500000003', password: '123456' });
    expect(result).toMatchObject({ key: 'needCompleteInfo', data: { phone: '500000003' } });
    expect(result.data.token?.length ?? 0).toBeGreaterThan(10);
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

describe(calls.auth.signUp.id, () => {
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

describe(calls.auth.activate.id, () => {
  it('signs the customer in with the demo code', async () => {
    const result = await api.client().auth.activate({ phone: '500000002', code: '1234' });
    expect(result.key).toBe('success');
    if (result.key === 'success') expect(result.data.is_notify).toBe(true);
  });

  it('asks an incomplete profile to be completed, with the token that lets it be completed', async () => {
    const result = await api.client().auth.activate({ phone: '500000003', code: '1234' });
    expect(result.key).toBe('needCompleteInfo');
    const token = result.data.token ?? '';
    expect(token).not.toBe('');
    const completed = await api.client(token).auth.updateProfile({ name: 'Huda', city_id: 1 });
    expect(completed.key).toBe('success');
  });

  it('fails for a wrong code', async () => {
    expect(
      await failureOf(api.client().auth.activate({ phone: '500000002', code: '9999' })),
    ).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(calls.auth.updateProfile.id, () => {
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
    expect(await failureOf((await api.visitor()).auth.updateProfile({ name: 'X' }))).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
  });
});

describe(calls.auth.signOut.id, () => {
  it('ends the session: the token stops working', async () => {
    const client = await api.signedIn();
    expect((await client.auth.signOut({ device_id: 'device-1' })).key).toBe('success');
    expect(await failureOf(client.locations.list())).toMatchObject({ kind: 'unauthenticated' });
  });
});

describe(calls.auth.deleteAccount.id, () => {
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

describe(calls.auth.changePhoneSendCode.id, () => {
  it('sends a code to a free phone and refuses a taken one', async () => {
    const client = await api.signedIn();
    expect((await client.auth.changePhoneSendCode({ phone: '566666666' })).key).toBe('success');
    expect(await failureOf(client.auth.changePhoneSendCode({ phone: '500000002' }))).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(calls.auth.resendCode.id, () => {
  it('sends the activation code again to a phone not activated yet', async () => {
    const client = api.client();
    const result = await client.auth.resendCode({ phone: '500000002' });
    expect(result.msg).toBe('The activation code was sent again');
    expect((await client.auth.activate({ phone: '500000002', code: '1234' })).key).toBe('success');
  });

  it('fails for an active account or an unknown phone, in the request language', async () => {
    expect(await failureOf(api.client().auth.resendCode({ phone: '500000001' }))).toMatchObject({
      kind: 'fail',
      msg: 'This account is already activated',
    });
    expect(
      await failureOf(api.client(undefined, 'ar').auth.resendCode({ phone: '577777777' })),
    ).toMatchObject({ kind: 'fail', msg: 'رقم الجوال غير مسجل' });
  });
});

describe(calls.auth.forgotPasswordSendCode.id, () => {
  it('sends a reset code to a registered phone', async () => {
    const result = await api.client().auth.forgotPasswordSendCode({ phone: '500000001' });
    expect(result).toMatchObject({
      key: 'success',
      msg: 'A password reset code was sent to your phone',
    });
  });

  it('fails for a phone that is not registered', async () => {
    expect(
      await failureOf(api.client().auth.forgotPasswordSendCode({ phone: '577777777' })),
    ).toMatchObject({ kind: 'fail', status: 422 });
  });
});

describe(calls.auth.forgotPasswordCheckCode.id, () => {
  it('accepts the code that was sent and refuses another', async () => {
    const client = api.client();
    expect(
      await failureOf(client.auth.forgotPasswordCheckCode({ phone: '500000001', code: '1234' })),
    ).toMatchObject({ kind: 'fail' });
    await client.auth.forgotPasswordSendCode({ phone: '500000001' });
    expect(
      await failureOf(client.auth.forgotPasswordCheckCode({ phone: '500000001', code: '9999' })),
    ).toMatchObject({ kind: 'fail', msg: 'The activation code is wrong' });
    expect(
      (await client.auth.forgotPasswordCheckCode({ phone: '500000001', code: '1234' })).key,
    ).toBe('success');
  });
});

describe(calls.auth.resetPassword.id, () => {
  it('sets the new password: it signs in, the old one no longer does', async () => {
    const client = api.client();
    await client.auth.forgotPasswordSendCode({ phone: '500000001' });
    const result = await client.auth.resetPassword({
      phone: '500000001',
      code: '1234',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    });
    expect(result.key).toBe('success');
    expect((await client.auth.signIn({ phone: '500000001', password: 'new-secret' })).key).toBe(
      'success',
    );
    expect(
      await failureOf(client.auth.signIn({ phone: '500000001', password: '123456' })),
    ).toMatchObject({ kind: 'fail' });
  });

  it('refuses a reset without a code sent, and confirmations that differ before sending', async () => {
    const client = api.client();
    expect(
      await failureOf(
        client.auth.resetPassword({
          phone: '500000001',
          code: '1234',
          password: 'new-secret',
          password_confirmation: 'new-secret',
        }),
      ),
    ).toMatchObject({ kind: 'fail' });
    await expect(
      client.auth.resetPassword({
        phone: '500000001',
        code: '1234',
        password: 'new-secret',
        password_confirmation: 'other-secret',
      }),
    ).rejects.toThrow(/do not match/);
  });
});

describe(calls.auth.changePassword.id, () => {
  it('changes the password when the old one is right', async () => {
    const client = await api.signedIn();
    const result = await client.auth.changePassword({
      old_password: '123456',
      password: 'better-1',
      password_confirmation: 'better-1',
    });
    expect(result.msg).toBe('Password changed');
    expect((await api.client().auth.signIn({ phone: '500000001', password: 'better-1' })).key).toBe(
      'success',
    );
  });

  it('fails with a wrong old password, and the password stays', async () => {
    const client = await api.signedIn('500000001', 'ar');
    expect(
      await failureOf(
        client.auth.changePassword({
          old_password: 'wrong-1',
          password: 'better-1',
          password_confirmation: 'better-1',
        }),
      ),
    ).toEqual({ kind: 'fail', msg: 'كلمة المرور القديمة غير صحيحة', status: 422 });
    expect((await api.client().auth.signIn({ phone: '500000001', password: '123456' })).key).toBe(
      'success',
    );
  });

  it('answers fail to a short new password that reaches the server', async () => {
    const signIn = await api.client().auth.signIn({ phone: '500000001', password: '123456' });
    if (signIn.key !== 'success') throw new Error('could not sign in');
    const body = new FormData();
    body.append('old_password', '123456');
    body.append('password', '123');
    body.append('password_confirmation', '123');
    const response = await fetch('http://demo-api.test/api/change-password?_method=patch', {
      method: 'POST',
      headers: { Authorization: `Bearer ${signIn.data.token}` },
      body,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ key: 'fail' });
  });
});

describe(calls.auth.changePhoneCheckCode.id, () => {
  it('completes the phone change with the code sent to the new phone', async () => {
    const client = await api.signedIn();
    await client.auth.changePhoneSendCode({ phone: '566666666' });
    const result = await client.auth.changePhoneCheckCode({ code: '1234' });
    expect(result).toMatchObject({ msg: 'Phone number changed', data: { phone: '566666666' } });
    expect((await api.client().auth.signIn({ phone: '566666666', password: '123456' })).key).toBe(
      'success',
    );
  });

  it('fails with a wrong code or without a change asked for', async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.auth.changePhoneCheckCode({ code: '1234' }))).toMatchObject({
      kind: 'fail',
      msg: 'There is no phone change waiting for a code',
    });
    await client.auth.changePhoneSendCode({ phone: '566666666' });
    expect(await failureOf(client.auth.changePhoneCheckCode({ code: '0000' }))).toMatchObject({
      kind: 'fail',
    });
    expect((await client.auth.showProfile()).data.phone).toBe('500000001');
  });
});

describe(calls.auth.visitorSignIn.id, () => {
  it('gives a visitor a token for the device, which customer calls still refuse', async () => {
    const result = await api.client().auth.visitorSignIn({ mac_address: '12.345.6.0' });
    expect(result.data).toMatchObject({ mac_address: '12.345.6.0' });
    expect(result.data.token.length).toBeGreaterThan(10);
    const visitor = api.client(result.data.token);
    expect(await failureOf(visitor.auth.showProfile())).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
    expect(await failureOf(visitor.wallet.balance())).toMatchObject({ kind: 'unauthenticated' });
  });

  it('makes a device value like the storefront’s when none is sent', async () => {
    const result = await api.client().auth.visitorSignIn();
    expect(result.data.mac_address).toMatch(/^\d{1,3}\.\d{1,3}\.\d{1,3}\.0$/);
  });
});

describe(calls.auth.switchNotifications.id, () => {
  it('turns notifications off and on again', async () => {
    const client = await api.signedIn('500000001', 'ar');
    const off = await client.auth.switchNotifications({ is_notify: false });
    expect(off).toMatchObject({ msg: 'تم إيقاف الإشعارات', data: { is_notify: false } });
    expect((await client.auth.showProfile()).data.is_notify).toBe(false);
    const on = await client.auth.switchNotifications({ is_notify: true });
    expect(on.data.is_notify).toBe(true);
  });

  it('refuses a visitor', async () => {
    expect(
      await failureOf(api.client().auth.switchNotifications({ is_notify: false })),
    ).toMatchObject({ kind: 'unauthenticated' });
  });
});

describe(calls.auth.showProfile.id, () => {
  it('shows the signed-in customer with the unread notification count', async () => {
    const client = await api.signedIn();
    expect((await client.auth.showProfile()).data).toMatchObject({
      id: 1,
      name: 'سارة العتيبي',
      phone: '500000001',
      email: 'sara@example.com',
      is_notify: true,
      count_notifications: 2,
    });
  });

  it('refuses a visitor', async () => {
    expect(await failureOf(api.client().auth.showProfile())).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});
