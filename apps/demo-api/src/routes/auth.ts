import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { type Reply, serveCall } from '../serve-call.js';
import { DEMO_ACTIVATION_CODE, type DemoStore, type DemoUser } from '../state.js';
import { accountMsg } from './account-messages.js';

const publicUser = (user: DemoUser, extra: Record<string, unknown> = {}) => ({
  id: user.id,
  name: user.name,
  phone: user.phone,
  country_code: user.country_code,
  email: user.email,
  image: user.image,
  is_notify: user.is_notify,
  city_id: user.city_id,
  ...extra,
});

function sendCode(store: DemoStore, phone: string): void {
  store.state.codes[phone] = DEMO_ACTIVATION_CODE;
  // The demo sends no SMS: the code is printed for whoever runs it (see the README).
  if (!process.env['VITEST']) {
    console.log(`[demo-api] activation code for +966${phone}: ${DEMO_ACTIVATION_CODE}`);
  }
}

/** The device id of the visitor session a request carries, if it carries one. */
const visitorMacOf = (store: DemoStore, token: string | undefined): string | undefined =>
  token ? store.state.account.visitors[token] : undefined;

/** Signs a customer in; the cart of the visitor session they were in (`macAddress`) joins theirs. */
function signIn(store: DemoStore, user: DemoUser, macAddress?: string): string {
  const token = randomBytes(24).toString('hex');
  store.state.sessions[token] = user.id;
  if (macAddress) mergeVisitorCart(store, `mac:${macAddress}`, `user:${user.id}`);
  store.changed();
  return token;
}

/**
 * What a visitor put in the cart joins the customer's cart on signing in: a product already there
 * adds up, within its stock.
 */
function mergeVisitorCart(store: DemoStore, visitor: string, customer: string): void {
  const { cartLines, catalog } = store.state;
  for (const line of cartLines.filter((candidate) => candidate.owner === visitor)) {
    const same = cartLines.find(
      (candidate) =>
        candidate.owner === customer &&
        candidate.product_id === line.product_id &&
        candidate.variant_id === line.variant_id,
    );
    if (!same) {
      line.owner = customer;
      continue;
    }
    const product = catalog.products.find((candidate) => candidate.id === line.product_id);
    const variant = product?.variants.find((candidate) => candidate.id === line.variant_id);
    const stock = variant?.stock ?? product?.stock ?? Number.POSITIVE_INFINITY;
    same.quantity = Math.min(same.quantity + line.quantity, stock);
    line.quantity = 0;
  }
  store.state.cartLines = cartLines.filter((line) => line.quantity > 0);
}

const findUser = (store: DemoStore, phone: string) =>
  store.state.users.find((candidate) => candidate.phone === phone && !candidate.deleted);

const unreadCount = (store: DemoStore, userId: number) =>
  store.state.account.notifications.filter(
    (notification) => notification.user_id === userId && !notification.is_read,
  ).length;

/** A device value like the storefront makes: three numbers below 1000, then `.0`. */
const randomMacAddress = () =>
  `${[0, 0, 0].map(() => Math.floor(Math.random() * 1000)).join('.')}.0`;

/**
 * Sign-in (customer or visitor), sign-up, activation and its resend, password recovery and change,
 * profile, phone change, notification switch, sign-out, account deletion.
 */
export function serveAuth(app: Hono, store: DemoStore, served: Set<string>): void {
  const { auth } = calls;

  serveCall(app, store, served, auth.signIn, ({ input, token: sessionToken }): Reply => {
    const user = store.state.users.find(
      (candidate) => candidate.phone === input.phone && !candidate.deleted,
    );
    if (!user || user.password !== input.password) return { key: 'fail', msg: 'wrongCredentials' };
    if (user.is_blocked) return { key: 'blocked', msg: 'blocked' };
    if (!user.is_active) {
      sendCode(store, user.phone);
      return { key: 'needActive', msg: 'needActive', data: publicUser(user) };
    }
    const token = signIn(store, user, visitorMacOf(store, sessionToken));
    // Active but incomplete: as after activation, the token lets the profile be completed.
    if (user.needs_profile) {
      return {
        key: 'needCompleteInfo',
        msg: 'needCompleteInfo',
        data: publicUser(user, { token }),
      };
    }
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

  serveCall(app, store, served, auth.activate, ({ input, token: sessionToken }): Reply => {
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
    // The account is active but incomplete: the token lets the customer complete the profile.
    if (user.needs_profile) {
      return {
        key: 'needCompleteInfo',
        msg: 'needCompleteInfo',
        data: publicUser(user, { token: signIn(store, user, visitorMacOf(store, sessionToken)) }),
      };
    }
    return {
      msg: 'activated',
      data: publicUser(user, { token: signIn(store, user, visitorMacOf(store, sessionToken)) }),
    };
  });

  serveCall(app, store, served, auth.updateProfile, ({ input, user, token }): Reply => {
    if (!user || !token) return { key: 'unauthenticated', msg: 'unauthenticated' };
    if (input.name !== undefined) user.name = input.name;
    if (input.email !== undefined) user.email = input.email;
    if (input.city_id !== undefined) user.city_id = input.city_id;
    if (input.country_id !== undefined) user.country_id = input.country_id;
    if (input.image) user.image = `/__demo/images/avatar-${user.id}.webp`;
    user.needs_profile = !user.name || user.city_id === null;
    // A profile change issues a fresh token. The old one keeps working, so calls already on their
    // way when the token changes do not end the session.
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

  serveCall(app, store, served, auth.resendCode, ({ input, lang }): Reply => {
    const user = findUser(store, input.phone);
    if (!user) return { key: 'fail', msg: accountMsg('phoneNotFound', lang) };
    if (user.is_active) return { key: 'fail', msg: accountMsg('alreadyActive', lang) };
    sendCode(store, user.phone);
    return { msg: accountMsg('codeResent', lang) };
  });

  serveCall(app, store, served, auth.forgotPasswordSendCode, ({ input, lang }): Reply => {
    const user = findUser(store, input.phone);
    if (!user) return { key: 'fail', msg: accountMsg('phoneNotFound', lang) };
    if (user.is_blocked) return { key: 'blocked', msg: 'blocked' };
    store.state.account.resetCodes[user.phone] = DEMO_ACTIVATION_CODE;
    store.changed();
    return { msg: accountMsg('resetCodeSent', lang) };
  });

  serveCall(app, store, served, auth.forgotPasswordCheckCode, ({ input, lang }): Reply => {
    const expected = store.state.account.resetCodes[input.phone];
    if (!expected || input.code !== expected) return { key: 'fail', msg: 'wrongCode' };
    return { msg: accountMsg('codeAccepted', lang) };
  });

  serveCall(app, store, served, auth.resetPassword, ({ input, lang }): Reply => {
    const user = findUser(store, input.phone);
    const expected = store.state.account.resetCodes[input.phone];
    if (!user || !expected || input.code !== expected) return { key: 'fail', msg: 'wrongCode' };
    delete store.state.account.resetCodes[input.phone];
    user.password = input.password;
    // A reset ends every session of the account.
    for (const [token, id] of Object.entries(store.state.sessions)) {
      if (id === user.id) delete store.state.sessions[token];
    }
    store.changed();
    return { msg: accountMsg('passwordReset', lang) };
  });

  serveCall(app, store, served, auth.changePassword, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    if (user.password !== input.old_password) {
      return { key: 'fail', msg: accountMsg('wrongOldPassword', lang) };
    }
    user.password = input.password;
    store.changed();
    return { msg: accountMsg('passwordChanged', lang) };
  });

  serveCall(app, store, served, auth.changePhoneCheckCode, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const phone = user.pending_phone;
    if (!phone) return { key: 'fail', msg: accountMsg('noPhoneChange', lang) };
    if (input.code !== (store.state.codes[phone] ?? DEMO_ACTIVATION_CODE)) {
      return { key: 'fail', msg: 'wrongCode' };
    }
    if (findUser(store, phone)) return { key: 'fail', msg: 'phoneTaken' };
    delete store.state.codes[phone];
    user.phone = phone;
    user.pending_phone = null;
    store.changed();
    return {
      msg: accountMsg('phoneChanged', lang),
      data: publicUser(user, { count_notifications: unreadCount(store, user.id) }),
    };
  });

  serveCall(app, store, served, auth.visitorSignIn, ({ input, lang }): Reply => {
    const token = randomBytes(24).toString('hex');
    // A device id belongs to the first visitor session that names it: a later one naming it (to
    // reach that visitor's cart) is given a device id of its own.
    const claimed = new Set(Object.values(store.state.account.visitors));
    const macAddress =
      input.mac_address && !claimed.has(input.mac_address) ? input.mac_address : randomMacAddress();
    store.state.account.visitors[token] = macAddress;
    store.changed();
    return { msg: accountMsg('visitor', lang), data: { token, mac_address: macAddress } };
  });

  serveCall(app, store, served, auth.switchNotifications, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    user.is_notify = input.is_notify;
    store.changed();
    return {
      msg: accountMsg(user.is_notify ? 'notifyOn' : 'notifyOff', lang),
      data: { is_notify: user.is_notify },
    };
  });

  serveCall(app, store, served, auth.showProfile, ({ user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    return { data: publicUser(user, { count_notifications: unreadCount(store, user.id) }) };
  });
}
