import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { bankAccountFieldsSchema, bankAccountSchema } from '../schemas/account.js';
import { idSchema, noDataSchema, pageQuerySchema, paginated } from '../schemas/common.js';

/** The input of `bankAccounts.create`; the IBAN is checked (Saudi, mod-97) before it is sent. */
export const bankAccountInputSchema = v.object(bankAccountFieldsSchema);

export type BankAccountInput = v.InferInput<typeof bankAccountInputSchema>;

/** Saved bank accounts for withdrawals. */
export const bankAccountCalls = {
  /**
   * The saved bank accounts, a page at a time.
   *
   * `GET bank-accounts` (`bankAccounts.list`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, account_name, bank_name, account_number, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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

  /**
   * Save a bank account (holder name, bank, account number, Saudi IBAN).
   *
   * `POST bank-accounts` (`bankAccounts.create`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: account_name, bank_name, account_number, iban.
   *
   * Data on success: { id, account_name, bank_name, account_number, iban }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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

  /**
   * Change some fields of a saved bank account.
   *
   * `POST bank-accounts/{id}?_method=patch` (`bankAccounts.update`), for signed-in customers
   * (without a token it fails at once, unsent).
   *
   * Input: id, account_name?, bank_name?, account_number?, iban?.
   *
   * Data on success: { id, account_name, bank_name, account_number, iban }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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

  /**
   * Delete a saved bank account.
   *
   * `DELETE bank-accounts/{id}` (`bankAccounts.delete`), for signed-in customers (without a token
   * it fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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
