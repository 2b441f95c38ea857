import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { bankAccountFieldsSchema, bankAccountSchema } from '../schemas/account.js';
import { idSchema, noDataSchema, pageQuerySchema, paginated } from '../schemas/common.js';

/** The input of `bankAccounts.create`; the IBAN is checked (Saudi, mod-97) before it is sent. */
export const bankAccountInputSchema = v.object(bankAccountFieldsSchema);

export type BankAccountInput = v.InferInput<typeof bankAccountInputSchema>;

/** Saved bank accounts for withdrawals. */
export const bankAccountCalls = {
  list: defineCall({
    id: 'bankAccounts.list',
    method: 'GET',
    path: 'bank-accounts',
    body: 'query',
    access: 'customer',
    summary: 'The saved bank accounts, a page at a time.',
    input: pageQuerySchema,
    output: paginated(bankAccountSchema),
  }),

  create: defineCall({
    id: 'bankAccounts.create',
    method: 'POST',
    path: 'bank-accounts',
    body: 'form',
    access: 'customer',
    summary: 'Save a bank account (holder name, bank, account number, Saudi IBAN).',
    input: bankAccountInputSchema,
    output: bankAccountSchema,
  }),

  update: defineCall({
    id: 'bankAccounts.update',
    method: 'POST',
    path: 'bank-accounts/{id}?_method=patch',
    body: 'form',
    access: 'customer',
    summary: 'Change some fields of a saved bank account.',
    input: v.object({ id: idSchema, ...v.partial(bankAccountInputSchema).entries }),
    output: bankAccountSchema,
  }),

  delete: defineCall({
    id: 'bankAccounts.delete',
    method: 'DELETE',
    path: 'bank-accounts/{id}',
    body: 'none',
    access: 'customer',
    summary: 'Delete a saved bank account.',
    input: v.object({ id: idSchema }),
    output: noDataSchema,
  }),
};
