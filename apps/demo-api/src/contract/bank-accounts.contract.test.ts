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

const tokenOf = async () => {
  const result = await api.client().auth.signIn({ phone: '500000001', password: '123456' });
  if (result.key !== 'success') throw new Error('the demo customer could not sign in');
  return result.data.token;
};

/** Posts a form straight to the demo API, past the client's own validation. */
const postRaw = async (path: string, token: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`http://demo-api.test/api/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, lang: 'en' },
    body,
  });
  return { status: response.status, body: (await response.json()) as { key: string } };
};

const alinma = {
  account_name: 'Sara Alotaibi',
  bank_name: 'Alinma',
  account_number: '6820 1234 5670 00',
  iban: 'SA44 2000 0001 2345 6789 1234',
};

describe(calls.bankAccounts.list.id, () => {
  it('lists the saved bank accounts', async () => {
    const client = await api.signedIn();
    const { data } = await client.bankAccounts.list();
    expect(data.data).toEqual([
      {
        id: 1,
        account_name: 'سارة العتيبي',
        bank_name: 'مصرف الراجحي',
        account_number: '608010167519',
        iban: 'SA0380000000608010167519',
      },
    ]);
    expect(data.pagination.total).toBe(1);
  });

  it('refuses a visitor', async () => {
    expect(await failureOf(api.client().bankAccounts.list())).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});

describe(calls.bankAccounts.create.id, () => {
  it('saves an account whose IBAN was typed with spaces, without them', async () => {
    const client = await api.signedIn();
    const { data } = await client.bankAccounts.create(alinma);
    expect(data).toMatchObject({
      account_number: '68201234567000',
      iban: 'SA4420000001234567891234',
    });
    expect((await client.bankAccounts.list()).data.data.map((account) => account.id)).toEqual([
      1,
      data.id,
    ]);
  });

  it('refuses an IBAN with a wrong checksum or not Saudi, before sending', async () => {
    const client = await api.signedIn();
    await expect(
      client.bankAccounts.create({ ...alinma, iban: 'SA45 2000 0001 2345 6789 1234' }),
    ).rejects.toThrow(/IBAN is incorrect/);
    await expect(
      client.bankAccounts.create({ ...alinma, iban: 'DE89370400440532013000' }),
    ).rejects.toThrow(TypeError);
  });

  it('answers fail to a wrong IBAN that reaches the server', async () => {
    const response = await postRaw('bank-accounts', await tokenOf(), {
      ...alinma,
      iban: 'SA4520000001234567891234',
    });
    expect(response).toEqual({ status: 422, body: expect.objectContaining({ key: 'fail' }) });
  });
});

describe(calls.bankAccounts.update.id, () => {
  it('changes only the fields sent', async () => {
    const client = await api.signedIn();
    const { data } = await client.bankAccounts.update({
      id: 1,
      bank_name: 'Al Rajhi Bank',
      iban: 'SA4420000001234567891234',
    });
    expect(data).toMatchObject({
      account_name: 'سارة العتيبي',
      bank_name: 'Al Rajhi Bank',
      iban: 'SA4420000001234567891234',
    });
  });

  it('fails for an account that does not exist', async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.bankAccounts.update({ id: 404, bank_name: 'X' }))).toMatchObject({
      kind: 'fail',
      status: 404,
      msg: 'Bank account not found',
    });
  });
});

describe(calls.bankAccounts.delete.id, () => {
  it('removes the account from the list', async () => {
    const client = await api.signedIn();
    expect((await client.bankAccounts.delete({ id: 1 })).msg).toBe('Bank account deleted');
    expect((await client.bankAccounts.list()).data.data).toEqual([]);
    expect(await failureOf(client.bankAccounts.delete({ id: 1 }))).toMatchObject({
      kind: 'fail',
    });
  });
});
