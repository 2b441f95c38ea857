import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { WalletTransaction, WalletTransactionType } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { EmptyState, Price, Skeleton, SkeletonGroup } from '@matjar/ui';
import { walletTransactionsMessages as m } from './messages.js';

/** How many rows the skeleton shows while the history loads. */
const SKELETON_ROWS = 4;

const typeMessages: Record<WalletTransactionType, MessageDescriptor> = {
  charge: m.charge,
  payment: m.payment,
  refund: m.refund,
  withdrawal: m.withdrawal,
  points: m.points,
};

export interface WalletTransactionsProps {
  /** The wallet's movements, newest first; `undefined` while they load (a skeleton shows). */
  transactions: readonly WalletTransaction[] | undefined;
  /** A way forward under "No transactions yet" (a "Recharge balance" button). */
  emptyAction?: ReactNode;
  /** Level of the empty state's heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The wallet's history: each movement with its kind, its description, date and time, the amount
 * signed (credits with "+" in the success colour, debits with "−"), a "Pending" or "Rejected" badge
 * for a withdrawal that is not through, and the balance after it. A skeleton while loading, and
 * "No transactions yet" when there are none.
 *
 * @example
 * <WalletTransactions
 *   transactions={transactions.data}
 *   emptyAction={<Button onClick={() => setIsRechargeOpen(true)}>Recharge balance</Button>}
 * />
 */
export function WalletTransactions({
  transactions,
  emptyAction,
  headingLevel = 2,
  className,
}: WalletTransactionsProps) {
  const intl = useIntl();
  const classes = ['wallet-transactions', className].filter(Boolean).join(' ');

  if (transactions === undefined) {
    return (
      <SkeletonGroup className={classes} label={intl.formatMessage(m.loading)}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="wallet-transactions__skeleton-row">
            <Skeleton lines={3} inlineSize={index % 2 === 0 ? '60%' : '50%'} />
            <Skeleton inlineSize="5rem" />
          </div>
        ))}
      </SkeletonGroup>
    );
  }

  if (transactions.length === 0) {
    return (
      <EmptyState
        className={classes}
        title={intl.formatMessage(m.empty)}
        action={emptyAction}
        headingLevel={headingLevel}
      />
    );
  }

  return (
    <ul className={classes} aria-label={intl.formatMessage(m.label)}>
      {transactions.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} />
      ))}
    </ul>
  );
}

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const intl = useIntl();
  const format = useFormatters();
  const direction = transaction.amount < 0 ? 'debit' : 'credit';
  return (
    <li className="wallet-transactions__item" data-status={transaction.status}>
      <div className="wallet-transactions__main">
        <p className="wallet-transactions__type">
          {intl.formatMessage(typeMessages[transaction.type])}
          {transaction.status === 'completed' ? null : (
            <span className="wallet-transactions__badge" data-status={transaction.status}>
              {intl.formatMessage(transaction.status === 'pending' ? m.pending : m.rejected)}
            </span>
          )}
        </p>
        {transaction.description ? (
          <p className="wallet-transactions__description" dir="auto">
            {transaction.description}
          </p>
        ) : null}
        <p className="wallet-transactions__date">
          <time dateTime={transaction.created_at}>{format.dateTime(transaction.created_at)}</time>
        </p>
      </div>
      <div className="wallet-transactions__figures">
        <p className="wallet-transactions__amount" data-direction={direction}>
          <span className="wallet-transactions__sign" aria-hidden="true">
            {direction === 'credit' ? '+' : '\u2212'}
          </span>
          <span className="mj-visually-hidden">
            {intl.formatMessage(direction === 'credit' ? m.credit : m.debit)}{' '}
          </span>
          <Price amount={Math.abs(transaction.amount)} />
        </p>
        <p className="wallet-transactions__after">
          <FormattedMessage
            {...m.balanceAfter}
            values={{ amount: <Price amount={transaction.balance_after} size="sm" /> }}
          />
        </p>
      </div>
    </li>
  );
}
