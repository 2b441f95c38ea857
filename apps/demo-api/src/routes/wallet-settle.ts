import type { DemoStore } from '../state.js';
import { addNotification } from './notifications-store.js';

/** How long the demo administration takes to approve a withdrawal request. */
export const WITHDRAWAL_APPROVAL_MS = 10 * 60_000;

/**
 * Approves the withdrawal requests older than `WITHDRAWAL_APPROVAL_MS` (the demo has no
 * administration) and notifies their customers. Called whenever wallet or notifications are read.
 */
export function settleWithdrawals(store: DemoStore, now = Date.now()): void {
  const { account } = store.state;
  for (const withdrawal of account.withdrawals) {
    if (withdrawal.status !== 'pending') continue;
    if (now - Date.parse(withdrawal.created_at) < WITHDRAWAL_APPROVAL_MS) continue;
    withdrawal.status = 'approved';
    const transaction = account.transactions.find((item) => item.id === withdrawal.transaction_id);
    if (transaction) transaction.status = 'completed';
    addNotification(store, withdrawal.user_id, {
      type: 'withdraw_order_accepted',
      title: { ar: 'تمت الموافقة على طلب السحب', en: 'Withdrawal approved' },
      body: {
        ar: `تم تحويل ${withdrawal.amount} ريال إلى حسابك البنكي.`,
        en: `${withdrawal.amount} SAR was transferred to your bank account.`,
      },
    });
  }
}
