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

describe(calls.points.balance.id, () => {
  it('shows the points and what they are worth', async () => {
    const client = await api.signedIn();
    expect((await client.points.balance()).data).toEqual({
      points: 1250,
      value: 125,
      min_points: 100,
    });
  });

  it('refuses a visitor', async () => {
    expect(await failureOf(api.client().points.balance())).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});

describe(calls.points.rate.id, () => {
  it('tells anyone, visitors too, that 100 points are worth 10 SAR', async () => {
    expect((await api.client().points.rate()).data).toEqual({
      points: 100,
      value: 10,
      currency: 'SAR',
    });
  });
});

describe(calls.points.convert.id, () => {
  it('credits the wallet with exactly the converted points’ worth', async () => {
    const client = await api.signedIn();
    const result = await client.points.convert({ points: 250 });
    expect(result.data).toEqual({
      converted_points: 250,
      value: 25,
      points: 1000,
      wallet_balance: 275.5,
    });
    expect(result.msg).toBe('250 points converted into 25 SAR in your wallet');
    expect((await client.wallet.balance()).data.balance).toBe(275.5);
    expect((await client.points.balance()).data.points).toBe(1000);
    const latest = (await client.wallet.transactions({ per_page: 1 })).data.data[0];
    expect(latest).toMatchObject({ type: 'points', amount: 25 });
  });

  it('converts all the points', async () => {
    const client = await api.signedIn();
    const result = await client.points.convert({ all: true });
    expect(result.data).toMatchObject({ converted_points: 1250, value: 125, points: 0 });
    expect((await client.wallet.balance()).data.balance).toBe(375.5);
  });

  it('fails for more points than the customer has, or fewer than the minimum', async () => {
    const client = await api.signedIn('500000001', 'ar');
    expect(await failureOf(client.points.convert({ points: 5000 }))).toEqual({
      kind: 'fail',
      msg: 'رصيد النقاط غير كافٍ (لديك 1250 نقطة)',
      status: 422,
    });
    expect(await failureOf(client.points.convert({ points: 50 }))).toMatchObject({
      kind: 'fail',
    });
    expect((await client.points.balance()).data.points).toBe(1250);
  });

  it('is refused before sending without a number of points or all', async () => {
    const client = await api.signedIn();
    await expect(client.points.convert({})).rejects.toThrow(TypeError);
  });
});
