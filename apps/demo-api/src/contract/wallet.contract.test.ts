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

/** Answers the simulated hosted payment page like the customer would. */
const payOnPage = async (url: string, action: 'pay' | 'cancel') => {
  const form = new FormData();
  form.append('action', action);
  return fetch(url, { method: 'POST', body: form, redirect: 'manual' });
};

describe(calls.wallet.balance.id, () => {
  it('shows the seeded balance in SAR with the charge bounds', async () => {
    const client = await api.signedIn();
    expect((await client.wallet.balance()).data).toEqual({
      balance: 250.5,
      currency: 'SAR',
      charge_min: 10,
      charge_max: 5000,
      pending_withdrawals: 0,
    });
  });

  it('refuses a visitor', async () => {
    expect(await failureOf((await api.visitor()).wallet.balance())).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
  });
});

describe(calls.wallet.transactions.id, () => {
  it('lists the movements newest first with running balances, in English', async () => {
    const client = await api.signedIn();
    const { data } = await client.wallet.transactions();
    expect(data.pagination).toEqual({ total: 4, per_page: 20, current_page: 1, last_page: 1 });
    expect(data.data.map((item) => [item.type, item.amount, item.balance_after])).toEqual([
      ['points', 30, 250.5],
      ['refund', 40, 220.5],
      ['payment', -119.5, 180.5],
      ['charge', 300, 300],
    ]);
    expect(data.data[2]).toMatchObject({ description: 'Payment of order 1', order_id: 1 });
  });

  it('describes the movements in Arabic when asked in Arabic', async () => {
    const client = await api.signedIn('500000001', 'ar');
    const { data } = await client.wallet.transactions({ page: 2, per_page: 3 });
    expect(data.data.map((item) => item.description)).toEqual(['عبر صفحة الدفع بالبطاقة']);
    expect(data.pagination).toMatchObject({ total: 4, current_page: 2, last_page: 2 });
  });
});

describe(calls.wallet.charge.id, () => {
  it('credits the wallet only once the hosted payment page is paid', async () => {
    const client = await api.signedIn();
    const { data } = await client.wallet.charge({
      amount: 100,
      return_url: 'https://shop.example/wallet',
    });
    expect(data.payment_url).toMatch(/\/__demo\/payments\/pay_\d+\?lang=(ar|en)$/);
    expect((await client.wallet.balance()).data.balance).toBe(250.5);

    const back = await payOnPage(data.payment_url, 'pay');
    expect(back.headers.get('location')).toContain('payment=success');
    expect((await client.wallet.balance()).data.balance).toBe(350.5);
    const latest = (await client.wallet.transactions({ per_page: 1 })).data.data[0];
    expect(latest).toMatchObject({ type: 'charge', amount: 100, balance_after: 350.5 });
    // The kind already says "wallet charge"; the description says how it was paid.
    expect(latest?.description).toBe('By card on the payment page');
  });

  it('answers the same payment page for the same Idempotency-Key, so one press is one charge', async () => {
    const client = await api.signedIn();
    const input = { amount: 70, return_url: 'https://shop.example/wallet' };
    const first = await client.wallet.charge(input, { idempotencyKey: 'charge-1' });
    const second = await client.wallet.charge(input, { idempotencyKey: 'charge-1' });
    expect(second.data.payment_id).toBe(first.data.payment_id);
    const third = await client.wallet.charge(input, { idempotencyKey: 'charge-2' });
    expect(third.data.payment_id).not.toBe(first.data.payment_id);
    await payOnPage(first.data.payment_url, 'pay');
    await payOnPage(second.data.payment_url, 'pay');
    expect((await client.wallet.balance()).data.balance).toBe(320.5);
  });

  it('leaves the balance alone when the payment is cancelled', async () => {
    const client = await api.signedIn();
    const { data } = await client.wallet.charge({
      amount: 50,
      return_url: 'https://shop.example/wallet',
    });
    const back = await payOnPage(data.payment_url, 'cancel');
    expect(back.headers.get('location')).toContain('payment=failed');
    expect((await client.wallet.balance()).data.balance).toBe(250.5);
  });

  it('fails outside the bounds, saying them in the request language', async () => {
    const client = await api.signedIn('500000001', 'ar');
    expect(
      await failureOf(client.wallet.charge({ amount: 5, return_url: 'https://shop.example/' })),
    ).toEqual({ kind: 'fail', msg: 'يجب أن يكون مبلغ الشحن بين 10 و5000 ريال', status: 422 });
    expect(
      await failureOf(
        client.wallet.charge({ amount: 5000.01, return_url: 'https://shop.example/' }),
      ),
    ).toMatchObject({ kind: 'fail' });
  });
});

describe(calls.wallet.withdraw.id, () => {
  it('holds the amount from the balance while the request is pending', async () => {
    const client = await api.signedIn();
    const result = await client.wallet.withdraw({ amount: 100, bank_account_id: 1 });
    expect(result.msg).toBe('Withdrawal request sent');
    expect(result.data).toMatchObject({
      amount: 100,
      status: 'pending',
      bank_account: { iban: 'SA0380000000608010167519' },
    });
    expect((await client.wallet.balance()).data).toMatchObject({
      balance: 150.5,
      pending_withdrawals: 100,
    });
    const latest = (await client.wallet.transactions({ per_page: 1 })).data.data[0];
    expect(latest).toMatchObject({ type: 'withdrawal', amount: -100, status: 'pending' });
  });

  it('takes bank details typed in, with an IBAN written with spaces', async () => {
    const client = await api.signedIn();
    const result = await client.wallet.withdraw({
      amount: 20.25,
      account_name: 'Sara Alotaibi',
      bank_name: 'Alinma',
      account_number: '68201234567000',
      iban: 'SA44 2000 0001 2345 6789 1234',
    });
    expect(result.data.bank_account.iban).toBe('SA4420000001234567891234');
    expect((await client.wallet.balance()).data.balance).toBe(230.25);
  });

  it('fails over the balance and leaves it unchanged', async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.wallet.withdraw({ amount: 250.51, bank_account_id: 1 }))).toEqual(
      {
        kind: 'fail',
        msg: 'The amount is more than your wallet balance (250.5 SAR)',
        status: 422,
      },
    );
    expect((await client.wallet.balance()).data.balance).toBe(250.5);
  });

  it('fails for a bank account that is not the customer’s', async () => {
    const client = await api.signedIn();
    expect(
      await failureOf(client.wallet.withdraw({ amount: 10, bank_account_id: 999 })),
    ).toMatchObject({ kind: 'fail', status: 404 });
  });

  it('is refused before sending without an account or with a wrong IBAN', async () => {
    const client = await api.signedIn();
    await expect(client.wallet.withdraw({ amount: 10 })).rejects.toThrow(TypeError);
    await expect(
      client.wallet.withdraw({
        amount: 10,
        account_name: 'Sara',
        bank_name: 'Alinma',
        account_number: '68201234567000',
        iban: 'SA4520000001234567891234',
      }),
    ).rejects.toThrow(TypeError);
  });

  it('is approved after a while, then the customer is notified', async () => {
    const client = await api.signedIn();
    const { data } = await client.wallet.withdraw({ amount: 100, bank_account_id: 1 });
    const stored = api.demo.store.state.account.withdrawals.find((item) => item.id === data.id);
    if (!stored) throw new Error('the withdrawal was not stored');
    stored.created_at = new Date(Date.now() - 11 * 60_000).toISOString();

    expect((await client.wallet.balance()).data).toMatchObject({
      balance: 150.5,
      pending_withdrawals: 0,
    });
    const latest = (await client.wallet.transactions({ per_page: 1 })).data.data[0];
    expect(latest).toMatchObject({ type: 'withdrawal', status: 'completed' });
    const newest = (await client.notifications.list({ per_page: 1 })).data.data[0];
    expect(newest).toMatchObject({ type: 'withdraw_order_accepted', title: 'Withdrawal approved' });
  });
});
