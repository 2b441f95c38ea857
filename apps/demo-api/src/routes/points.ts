import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { roundSar, walletCredit } from '../seed/account-wallet.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { accountMsg } from './account-messages.js';

/** The demo store's rate: `POINTS_RATE.points` points are worth `POINTS_RATE.value` SAR. */
export const POINTS_RATE = { points: 100, value: 10 } as const;
/** The fewest points one conversion takes. */
export const POINTS_MIN = POINTS_RATE.points;

const worth = (points: number) => roundSar((points * POINTS_RATE.value) / POINTS_RATE.points);

/** Loyalty points: balance, conversion rate, conversion to wallet credit. */
export function servePoints(app: Hono, store: DemoStore, served: Set<string>): void {
  const { points } = calls;
  const balanceOf = (userId: number) => store.state.account.points[String(userId)] ?? 0;

  serveCall(app, store, served, points.balance, ({ user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const balance = balanceOf(user.id);
    return { data: { points: balance, value: worth(balance), min_points: POINTS_MIN } };
  });

  serveCall(app, store, served, points.rate, (): Reply => ({
    data: { ...POINTS_RATE, currency: 'SAR' },
  }));

  serveCall(app, store, served, points.convert, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const available = balanceOf(user.id);
    const converted = input.all ? available : (input.points ?? 0);
    if (converted > available) {
      return { key: 'fail', msg: accountMsg('notEnoughPoints', lang, { points: available }) };
    }
    if (converted < POINTS_MIN) {
      return { key: 'fail', msg: accountMsg('tooFewPoints', lang, { min: POINTS_MIN }) };
    }
    const value = worth(converted);
    const { account } = store.state;
    account.points[String(user.id)] = available - converted;
    const transaction = walletCredit(account, {
      id: store.nextId(),
      user_id: user.id,
      type: 'points',
      amount: value,
      description: {
        ar: `تحويل ${converted} نقطة`,
        en: `${converted} points converted`,
      },
      order_id: null,
      created_at: new Date().toISOString(),
    });
    store.changed();
    return {
      msg: accountMsg('pointsConverted', lang, { points: converted, value }),
      data: {
        converted_points: converted,
        value,
        points: available - converted,
        wallet_balance: transaction.balance_after,
      },
    };
  });
}
