import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { bankAccountFieldsSchema } from '../schemas/account.js';
import { idSchema, pageQuerySchema, paginated } from '../schemas/common.js';
import {
  sarAmountSchema,
  walletChargeSchema,
  walletSchema,
  walletTransactionSchema,
  withdrawalSchema,
} from '../schemas/wallet.js';

/**
 * The input of `wallet.withdraw`: an amount and either a saved bank account (`bank_account_id`) or
 * the account's details (`account_name`, `bank_name`, `account_number`, `iban`).
 */
export const withdrawInputSchema = v.pipe(
  v.object({
    amount: sarAmountSchema,
    bank_account_id: v.optional(idSchema),
    account_name: v.optional(bankAccountFieldsSchema.account_name),
    bank_name: v.optional(bankAccountFieldsSchema.bank_name),
    account_number: v.optional(bankAccountFieldsSchema.account_number),
    iban: v.optional(bankAccountFieldsSchema.iban),
  }),
  v.check(
    (input) =>
      input.bank_account_id !== undefined ||
      (input.account_name !== undefined &&
        input.bank_name !== undefined &&
        input.account_number !== undefined &&
        input.iban !== undefined),
    'Choose a saved bank account or give its name, bank, number and IBAN',
  ),
);

export type WithdrawInput = v.InferInput<typeof withdrawInputSchema>;

/** Wallet: balance and transactions, charge through the hosted payment page, withdrawal to a bank account. */
export const walletCalls = {
  /**
   * The wallet credit in SAR, with the bounds of a charge.
   *
   * `GET wallet` (`wallet.balance`), for signed-in customers (without a token it fails at once,
   * unsent).
   *
   * Input: —.
   *
   * Data on success: { balance, currency, charge_min, charge_max, pending_withdrawals }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  balance: defineCall({
    id: 'wallet.balance',
    method: 'GET',
    path: 'wallet',
    body: 'none',
    access: 'customer',
    summary: 'The wallet credit in SAR, with the bounds of a charge.',
    input: v.object({}),
    output: walletSchema,
  }),

  /**
   * Charges, payments, refunds, withdrawals and points conversions, newest first.
   *
   * `GET wallet/transactions` (`wallet.transactions`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, type, amount, balance_after, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  transactions: defineCall({
    id: 'wallet.transactions',
    method: 'GET',
    path: 'wallet/transactions',
    body: 'query',
    access: 'customer',
    summary: 'Charges, payments, refunds, withdrawals and points conversions, newest first.',
    input: pageQuerySchema,
    output: paginated(walletTransactionSchema),
  }),

  /**
   * Start a charge within `charge_min`–`charge_max`; pay on the returned page, which then credits
   * the wallet.
   *
   * `POST wallet/charge` (`wallet.charge`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: amount, return_url.
   *
   * Data on success: { payment_id, payment_url }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  charge: defineCall({
    id: 'wallet.charge',
    method: 'POST',
    path: 'wallet/charge',
    body: 'form',
    access: 'customer',
    summary:
      'Start a charge within `charge_min`–`charge_max`; pay on the returned page, which then credits the wallet.',
    input: v.object({
      amount: sarAmountSchema,
      /** Where the payment page sends the customer back, with `payment=success|failed`. */
      return_url: v.pipe(v.string(), v.url()),
    }),
    output: walletChargeSchema,
  }),

  /**
   * Ask the administration to pay wallet credit to a bank account; held until approved, `fail` over
   * the balance.
   *
   * `POST wallet/withdraw` (`wallet.withdraw`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: amount, bank_account_id?, account_name?, bank_name?, account_number?, iban?.
   *
   * Data on success: { id, amount, status, bank_account, created_at }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  withdraw: defineCall({
    id: 'wallet.withdraw',
    method: 'POST',
    path: 'wallet/withdraw',
    body: 'form',
    access: 'customer',
    summary:
      'Ask the administration to pay wallet credit to a bank account; held until approved, `fail` over the balance.',
    input: withdrawInputSchema,
    output: withdrawalSchema,
  }),
};
