import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { page } from '../paginate.js';
import { createPayment, paymentPageUrl, onPaymentCompleted } from '../payments.js';
import { roundSar, walletBalance, walletCredit } from '../seed/account-wallet.js';
import type { DemoBankDetails, DemoWithdrawal } from '../seed/account.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { accountMsg } from './account-messages.js';
import { commerceMsg } from './order-messages.js';
import { settleWithdrawals } from './wallet-settle.js';

/** The bounds of one wallet charge, in SAR. */
export const WALLET_CHARGE_MIN = 10;
export const WALLET_CHARGE_MAX = 5000;

const withdrawalOut = (withdrawal: DemoWithdrawal) => ({
  id: withdrawal.id,
  amount: withdrawal.amount,
  status: withdrawal.status,
  bank_account: withdrawal.bank_account,
  created_at: withdrawal.created_at,
});

/** Wallet: balance, transactions, charge through the hosted payment page, withdrawal requests. */
export function serveWallet(app: Hono, store: DemoStore, served: Set<string>): void {
  const { wallet } = calls;

  // The hosted payment page credits the wallet once the customer pays; nothing else does.
  onPaymentCompleted('wallet', (paidStore, payment) => {
    walletCredit(paidStore.state.account, {
      id: paidStore.nextId(),
      user_id: payment.user_id,
      type: 'charge',
      amount: payment.amount,
      description: { ar: 'عبر صفحة الدفع بالبطاقة', en: 'By card on the payment page' },
      order_id: null,
      created_at: new Date().toISOString(),
    });
    paidStore.changed();
  });

  serveCall(app, store, served, wallet.balance, ({ user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    settleWithdrawals(store);
    const pending = store.state.account.withdrawals
      .filter((withdrawal) => withdrawal.user_id === user.id && withdrawal.status === 'pending')
      .reduce((sum, withdrawal) => sum + withdrawal.amount, 0);
    return {
      data: {
        balance: walletBalance(store.state.account, user.id),
        currency: 'SAR',
        charge_min: WALLET_CHARGE_MIN,
        charge_max: WALLET_CHARGE_MAX,
        pending_withdrawals: roundSar(pending),
      },
    };
  });

  serveCall(app, store, served, wallet.transactions, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    settleWithdrawals(store);
    const mine = store.state.account.transactions
      .filter((transaction) => transaction.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(({ user_id: _owner, description, ...transaction }) => ({
        ...transaction,
        description: description[lang],
      }));
    return { data: page(mine, input) };
  });

  serveCall(app, store, served, wallet.charge, ({ input, user, lang, request }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    // The payment page sends the customer back to the storefront only.
    if (!store.isStorefront(input.return_url)) {
      return { key: 'fail', msg: commerceMsg('returnUrlRefused', lang) };
    }
    // The same Idempotency-Key answers the same payment page: one charge however often it is sent.
    const idempotencyKey = request.headers.get('Idempotency-Key');
    const keyOf = idempotencyKey ? `charge:${user.id}:${idempotencyKey}` : undefined;
    const earlier = keyOf
      ? store.state.payments.find(
          (payment) =>
            payment.purpose === 'wallet' &&
            payment.user_id === user.id &&
            payment.reference === store.state.commerce.idempotency[keyOf],
        )
      : undefined;
    if (earlier) {
      return {
        msg: accountMsg('chargeStarted', lang),
        data: { payment_id: earlier.id, payment_url: paymentPageUrl(request, earlier) },
      };
    }
    if (input.amount < WALLET_CHARGE_MIN || input.amount > WALLET_CHARGE_MAX) {
      return {
        key: 'fail',
        msg: accountMsg('chargeBounds', lang, { min: WALLET_CHARGE_MIN, max: WALLET_CHARGE_MAX }),
      };
    }
    const reference = store.nextId();
    const payment = createPayment(store, request, {
      purpose: 'wallet',
      reference,
      user_id: user.id,
      amount: input.amount,
      return_url: input.return_url,
    });
    if (keyOf) store.state.commerce.idempotency[keyOf] = reference;
    return {
      msg: accountMsg('chargeStarted', lang),
      data: { payment_id: payment.id, payment_url: payment.url },
    };
  });

  serveCall(app, store, served, wallet.withdraw, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const { account } = store.state;
    let bank: DemoBankDetails;
    if (input.bank_account_id !== undefined) {
      const saved = account.bankAccounts.find(
        (candidate) => candidate.id === input.bank_account_id && candidate.user_id === user.id,
      );
      if (!saved) return { key: 'fail', status: 404, msg: accountMsg('bankAccountNotFound', lang) };
      bank = {
        account_name: saved.account_name,
        bank_name: saved.bank_name,
        account_number: saved.account_number,
        iban: saved.iban,
      };
    } else if (input.account_name && input.bank_name && input.account_number && input.iban) {
      bank = {
        account_name: input.account_name,
        bank_name: input.bank_name,
        account_number: input.account_number,
        iban: input.iban,
      };
    } else {
      return { key: 'fail', msg: 'invalidInput' };
    }
    const balance = walletBalance(account, user.id);
    if (input.amount > balance) {
      return { key: 'fail', msg: accountMsg('overBalance', lang, { balance }) };
    }
    const createdAt = new Date().toISOString();
    const transaction = walletCredit(account, {
      id: store.nextId(),
      user_id: user.id,
      type: 'withdrawal',
      amount: -input.amount,
      status: 'pending',
      description: { ar: 'طلب سحب إلى حساب بنكي', en: 'Withdrawal to a bank account' },
      order_id: null,
      created_at: createdAt,
    });
    const withdrawal: DemoWithdrawal = {
      id: store.nextId(),
      user_id: user.id,
      amount: roundSar(input.amount),
      status: 'pending',
      bank_account: bank,
      transaction_id: transaction.id,
      created_at: createdAt,
    };
    account.withdrawals.push(withdrawal);
    store.changed();
    return { msg: accountMsg('withdrawalSent', lang), data: withdrawalOut(withdrawal) };
  });
}
