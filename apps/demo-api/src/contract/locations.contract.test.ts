import { calls, isApiError } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { useDemoApi } from './harness.js';

const api = useDemoApi();

describe(calls.locations.list.id, () => {
  it('lists the saved addresses with the default one flagged', async () => {
    const client = await api.signedIn();
    const result = await client.locations.list({ page: 1 });
    expect(result.key).toBe('success');
    if (result.key !== 'success') return;
    expect(result.data.pagination).toEqual({
      total: 2,
      per_page: 20,
      current_page: 1,
      last_page: 1,
    });
    expect(
      result.data.data.filter((location) => location.is_default).map((location) => location.id),
    ).toEqual([1]);
  });

  it('pages the list', async () => {
    const client = await api.signedIn();
    const result = await client.locations.list({ page: 2, per_page: 1 });
    expect(result.key === 'success' && result.data.data.map((location) => location.id)).toEqual([
      2,
    ]);
  });

  it('needs a signed-in customer', async () => {
    await expect(api.client().locations.list()).rejects.toSatisfy(
      (error) => isApiError(error) && error.kind === 'unauthenticated',
    );
  });
});

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { kind: error.kind, msg: error.msg, status: error.status };
    throw error;
  }
  throw new Error('the call succeeded');
};

const office = {
  name: 'Office',
  address: 'King Abdullah Rd, Al Malqa, Riyadh',
  lat: 24.8,
  lng: 46.6,
  city: 'Riyadh',
  district: 'Al Malqa',
  street: 'King Abdullah Rd',
  building_number: '8228',
  short_address: 'rmqa 8228',
  landmark: 'Next to the pharmacy',
};

const defaultIds = async (client: Awaited<ReturnType<typeof api.signedIn>>) => {
  const result = await client.locations.list({ per_page: 100 });
  if (result.key !== 'success') throw new Error('the list did not load');
  return result.data.data.filter((location) => location.is_default).map((location) => location.id);
};

describe(calls.locations.create.id, () => {
  it('saves an address with its national-address parts, short address normalized', async () => {
    const client = await api.signedIn();
    const { data, msg } = await client.locations.create(office);
    expect(msg).toBe('Address saved');
    expect(data).toMatchObject({
      name: 'Office',
      city: 'Riyadh',
      building_number: '8228',
      short_address: 'RMQA8228',
      landmark: 'Next to the pharmacy',
      is_default: false,
    });
    expect(await defaultIds(client)).toEqual([1]);
  });

  it('keeps exactly one default when the new address is the default', async () => {
    const client = await api.signedIn();
    const { data } = await client.locations.create({ ...office, is_default: true });
    expect(await defaultIds(client)).toEqual([data.id]);
  });

  it('makes a customer’s first address the default', async () => {
    const client = await api.signedIn('500000003');
    const { data } = await client.locations.create({ ...office, lat: undefined, lng: undefined });
    expect(data).toMatchObject({ is_default: true, lat: null, lng: null });
  });

  it('refuses a malformed short address before sending, and answers fail past the client', async () => {
    const client = await api.signedIn();
    await expect(
      client.locations.create({ ...office, short_address: 'RMQ 82281' }),
    ).rejects.toThrow(TypeError);

    const signIn = await api.client().auth.signIn({ phone: '500000001', password: '123456' });
    if (signIn.key !== 'success') throw new Error('could not sign in');
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...office, short_address: '1234ABCD' })) {
      body.append(name, String(value));
    }
    const response = await fetch('http://demo-api.test/api/locations', {
      method: 'POST',
      headers: { Authorization: `Bearer ${signIn.data.token}`, lang: 'ar' },
      body,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ key: 'fail', msg: 'البيانات المرسلة غير صحيحة' });
  });

  it('refuses a visitor', async () => {
    expect(await failureOf(api.client().locations.create(office))).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});

describe(calls.locations.update.id, () => {
  it('changes only the fields sent', async () => {
    const client = await api.signedIn();
    const { data } = await client.locations.update({ id: 2, name: 'Work', landmark: 'Tower B' });
    expect(data).toMatchObject({
      id: 2,
      name: 'Work',
      landmark: 'Tower B',
      district: 'العليا',
      is_default: false,
    });
  });

  it('fails for another customer’s address', async () => {
    const client = await api.signedIn('500000003');
    expect(await failureOf(client.locations.update({ id: 1, name: 'Mine' }))).toMatchObject({
      kind: 'fail',
      status: 404,
      msg: 'Address not found',
    });
  });
});

describe(calls.locations.delete.id, () => {
  it('deletes an address; deleting the default passes it to the oldest left', async () => {
    const client = await api.signedIn();
    const { data } = await client.locations.create(office);
    expect((await client.locations.delete({ id: 1 })).msg).toBe('Address deleted');
    expect(await defaultIds(client)).toEqual([2]);
    await client.locations.delete({ id: 2 });
    expect(await defaultIds(client)).toEqual([data.id]);
  });

  it('fails for an address that does not exist', async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.locations.delete({ id: 999 }))).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(calls.locations.setDefault.id, () => {
  it('moves the default: exactly one address is the default', async () => {
    const client = await api.signedIn();
    const { data } = await client.locations.setDefault({ id: 2 });
    expect(data).toMatchObject({ id: 2, is_default: true });
    expect(await defaultIds(client)).toEqual([2]);
    await client.locations.setDefault({ id: 2 });
    expect(await defaultIds(client)).toEqual([2]);
  });

  it('fails for another customer’s address', async () => {
    const client = await api.signedIn('500000003');
    expect(await failureOf(client.locations.setDefault({ id: 1 }))).toMatchObject({
      kind: 'fail',
      status: 404,
    });
  });
});
