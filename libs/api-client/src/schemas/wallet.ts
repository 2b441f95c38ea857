import * as v from 'valibot';
import { bankAccountSchema, timestampSchema } from './account.js';
import { idSchema, numberSchema, webPageUrlSchema } from './common.js';

/** An amount of money in SAR that the customer enters: positive, at most 2 decimals. */
export const sarAmountSchema = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(0.01, 'The amount must be positive'),
  v.check(
    (amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6,
    'The amount has at most 2 decimals',
  ),
);

/** The wallet: the current credit and the limits of a charge, in SAR. */
export const walletSchema = v.object({
  /** The credit that can be spent or withdrawn now (pending withdrawals are already held). */
  balance: numberSchema,
  currency: v.literal('SAR'),
  /** The smallest and largest single charge the store accepts. */
  charge_min: numberSchema,
  charge_max: numberSchema,
  /** Money held by withdrawal requests that are not approved yet. */
  pending_withdrawals: numberSchema,
});

export type Wallet = v.InferOutput<typeof walletSchema>;

/** What moved the wallet. */
export const walletTransactionTypeSchema = v.picklist([
  'charge',
  'payment',
  'refund',
  'withdrawal',
  'points',
]);

export type WalletTransactionType = v.InferOutput<typeof walletTransactionTypeSchema>;

/** One movement of the wallet; credits are positive, debits negative, in SAR. */
export const walletTransactionSchema = v.object({
  id: idSchema,
  type: walletTransactionTypeSchema,
  amount: numberSchema,
  /** The balance right after this movement. */
  balance_after: numberSchema,
  /** `pending` for a withdrawal waiting for approval; `rejected` when refused and given back. */
  status: v.picklist(['completed', 'pending', 'rejected']),
  /** In the request's language. */
  description: v.string(),
  order_id: v.optional(v.nullable(idSchema), null),
  created_at: timestampSchema,
});

export type WalletTransaction = v.InferOutput<typeof walletTransactionSchema>;

/** A started wallet charge: open `payment_url` (the hosted payment page) to pay it. */
export const walletChargeSchema = v.object({
  payment_id: v.string(),
  payment_url: webPageUrlSchema,
});

export type WalletCharge = v.InferOutput<typeof walletChargeSchema>;

/** A withdrawal request, sent to the administration. */
export const withdrawalSchema = v.object({
  id: idSchema,
  amount: numberSchema,
  status: v.picklist(['pending', 'approved', 'rejected']),
  bank_account: v.omit(bankAccountSchema, ['id']),
  created_at: timestampSchema,
});

export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;
