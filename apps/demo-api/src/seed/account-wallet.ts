import type { AccountState, DemoWalletTransaction } from './account.js';

/** Rounds an amount to halalas (2 decimals). */
export const roundSar = (amount: number): number => Math.round(amount * 100) / 100;

/** The wallet balance of a customer, in SAR. */
export function walletBalance(account: AccountState, userId: number): number {
  return account.wallets[String(userId)] ?? 0;
}

/**
 * Moves a customer's wallet by `amount` (positive credits, negative debits) and records the
 * transaction; the only place a balance changes.
 */
export function walletCredit(
  account: AccountState,
  movement: Omit<DemoWalletTransaction, 'balance_after' | 'status'> &
    Partial<Pick<DemoWalletTransaction, 'status'>>,
): DemoWalletTransaction {
  const balance = roundSar(walletBalance(account, movement.user_id) + movement.amount);
  account.wallets[String(movement.user_id)] = balance;
  const transaction: DemoWalletTransaction = {
    status: 'completed',
    ...movement,
    amount: roundSar(movement.amount),
    balance_after: balance,
  };
  account.transactions.push(transaction);
  return transaction;
}
