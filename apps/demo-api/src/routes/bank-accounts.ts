import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { page } from '../paginate.js';
import type { DemoBankAccount } from '../seed/account.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { accountMsg } from './account-messages.js';

const bankAccountOut = ({ user_id: _owner, ...account }: DemoBankAccount) => account;

/** Saved bank accounts: list, create, update, delete. */
export function serveBankAccounts(app: Hono, store: DemoStore, served: Set<string>): void {
  const { bankAccounts } = calls;
  const find = (userId: number, id: number) =>
    store.state.account.bankAccounts.find(
      (account) => account.id === id && account.user_id === userId,
    );

  serveCall(app, store, served, bankAccounts.list, ({ input, user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const mine = store.state.account.bankAccounts
      .filter((account) => account.user_id === user.id)
      .map(bankAccountOut);
    return { data: page(mine, input) };
  });

  serveCall(app, store, served, bankAccounts.create, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const account: DemoBankAccount = { id: store.nextId(), user_id: user.id, ...input };
    store.state.account.bankAccounts.push(account);
    store.changed();
    return { msg: accountMsg('bankAccountSaved', lang), data: bankAccountOut(account) };
  });

  serveCall(app, store, served, bankAccounts.update, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const { id, ...changes } = input;
    const account = find(user.id, id);
    if (!account) return { key: 'fail', status: 404, msg: accountMsg('bankAccountNotFound', lang) };
    for (const [name, value] of Object.entries(changes)) {
      if (value !== undefined) account[name as keyof typeof changes] = value;
    }
    store.changed();
    return { msg: accountMsg('bankAccountSaved', lang), data: bankAccountOut(account) };
  });

  serveCall(app, store, served, bankAccounts.delete, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    if (!find(user.id, input.id)) {
      return { key: 'fail', status: 404, msg: accountMsg('bankAccountNotFound', lang) };
    }
    store.state.account.bankAccounts = store.state.account.bankAccounts.filter(
      (account) => account.id !== input.id,
    );
    store.changed();
    return { msg: accountMsg('bankAccountDeleted', lang) };
  });
}
