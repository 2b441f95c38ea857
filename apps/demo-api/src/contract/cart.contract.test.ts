import { calls } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { useDemoApi } from './harness.js';

const api = useDemoApi();

describe(calls.cart.count.id, () => {
  it('counts the items in a customer cart', async () => {
    const client = await api.signedIn();
    expect(await client.cart.count()).toEqual({ key: 'success', msg: '', data: 2 });
  });

  it('counts a visitor cart by device, empty at first', async () => {
    expect((await api.client().cart.count({ mac_address: '12.345.6.0' })).data).toBe(0);
  });
});
