import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { type Reply, serveCall } from '../serve-call.js';
import { DEMO_ACTIVATION_CODE, type DemoStore, type DemoUser } from '../state.js';

const publicUser = (user: DemoUser, extra: Record<string, unknown> = {}) => ({
  id: user.id,
  name: user.name,
  phone: user.phone,
  country_code: user.country_code,
  email: user.email,
  image: user.image,
  is_notify: user.is_notify,
  ...extra,
});

function sendCode(store: DemoStore, phone: string): void {
  store.state.codes[phone] = DEMO_ACTIVATION_CODE;
  // The demo sends no SMS: the code is printed for whoever runs it (see the README).
  if (!process.env['VITEST']) {
    console.log(`[demo-api] activation code for +966${phone}: ${DEMO_ACTIVATION_CODE}`);
  }
}

function signIn(store: DemoStore, user: DemoUser): string {
  const token = randomBytes(24).toString('hex');
  store.state.sessions[token] = user.id;
  store.changed();
  return token;
}

/** Sign-in, sign-up, activation, profile, phone change, sign-out, account deletion. */
export function serveAuth(app: Hono, store: DemoStore, served: Set<string>): void {
  const { auth } = calls;

  serveCall(app, store, served, auth.signIn, ({ input }): Reply => {
    const user = store.state.users.find(
      (candidate) => candidate.phone === input.phone && !candidate.deleted,
    );
    if (!user || user.password !== input.password) return { key: 'fail', msg: 'wrongCredentials' };
    if (user.is_blocked) return { key: 'blocked', msg: 'blocked' };
    if (!user.is_active) {
      sendCode(store, user.phone);
      return { key: 'needActive', msg: 'needActive', data: publicUser(user) };
    }
    const token = signIn(store, user);
    return { msg: 'signedIn', data: publicUser(user, { token, count_notifications: 0 }) };
  });

  serveCall(app, store, served, auth.signUp, ({ input }): Reply => {
    if (
      store.state.users.some((candidate) => candidate.phone === input.phone && !candidate.deleted)
    ) {
      return { key: 'fail', msg: 'phoneTaken' };
    }
    store.state.users.push({
      id: store.nextId(),
      name: input.name,
      phone: input.phone,
      country_code: '966',
      email: input.email ?? null,
      image: null,
      password: input.password,
      is_active: false,
      is_blocked: false,
      is_notify: true,
      needs_profile: false,
      city_id: null,
      country_id: null,
      pending_phone: null,
      deleted: false,
    });
    sendCode(store, input.phone);
    store.changed();
    return { msg: 'codeSent' };
  });

  serveCall(app, store, served, auth.activate, ({ input }): Reply => {
    const user = store.state.users.find(
      (candidate) => candidate.phone === input.phone && !candidate.deleted,
    );
    if (!user) return { key: 'fail', msg: 'wrongCode' };
    if (user.is_blocked) return { key: 'blocked', msg: 'blocked' };
    const expected = store.state.codes[input.phone] ?? DEMO_ACTIVATION_CODE;
    if (input.code !== expected) return { key: 'fail', msg: 'wrongCode' };
    delete store.state.codes[input.phone];
    user.is_active = true;
    store.changed();
    if (user.needs_profile) {
      return { key: 'needCompleteInfo', msg: 'needCompleteInfo', data: publicUser(user) };
    }
    return { msg: 'activated', data: publicUser(user, { token: signIn(store, user) }) };
  });

  serveCall(app, store, served, auth.updateProfile, ({ input, user, token }): Reply => {
    if (!user || !token) return { key: 'unauthenticated', msg: 'unauthenticated' };
    if (input.name !== undefined) user.name = input.name;
    if (input.email !== undefined) user.email = input.email;
    if (input.city_id !== undefined) user.city_id = input.city_id;
    if (input.country_id !== undefined) user.country_id = input.country_id;
    if (input.image) user.image = `/__demo/images/avatar-${user.id}.svg`;
    user.needs_profile = !user.name || user.city_id === null;
    // A profile change issues a fresh token; the old one stops working.
    delete store.state.sessions[token];
    const fresh = signIn(store, user);
    return user.needs_profile
      ? {
          key: 'needCompleteInfo',
          msg: 'needCompleteInfo',
          data: publicUser(user, { token: fresh }),
        }
      : { msg: 'profileUpdated', data: publicUser(user, { token: fresh }) };
  });

  serveCall(app, store, served, auth.signOut, ({ token }): Reply => {
    if (token) delete store.state.sessions[token];
    store.changed();
    return { msg: 'signedOut' };
  });

  serveCall(app, store, served, auth.deleteAccount, ({ user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    user.deleted = true;
    for (const [token, id] of Object.entries(store.state.sessions)) {
      if (id === user.id) delete store.state.sessions[token];
    }
    store.changed();
    return { msg: 'accountDeleted' };
  });

  serveCall(app, store, served, auth.changePhoneSendCode, ({ input, user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    if (
      store.state.users.some((candidate) => candidate.phone === input.phone && !candidate.deleted)
    ) {
      return { key: 'fail', msg: 'phoneTaken' };
    }
    user.pending_phone = input.phone;
    sendCode(store, input.phone);
    return { msg: 'codeSent' };
  });
}
