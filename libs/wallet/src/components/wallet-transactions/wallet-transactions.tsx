import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { WalletTransaction, WalletTransactionType } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { EmptyState, Price, Skeleton, SkeletonGroup, WalletIllustration } from '@matjar/ui';
import { walletTransactionsMessages as m } from './messages.js';

/** How many rows the skeleton shows while the history loads. */
const SKELETON_ROWS = 4;

/** The words of a text: trimmed, lower-cased, split on runs of white space. */
const wordsOf = (text: string) => text.trim().toLocaleLowerCase().split(/\s+/u).filter(Boolean);

/**
 * Whether a description only repeats its movement's kind, so the row shows the kind once. The rule:
 * every word of the description (trimmed, lower-cased, spaces collapsed) is part of a word of the
 * label. "Wallet charge" under "Wallet recharge" and "شحن المحفظة" under "شحن المحفظة" say nothing
 * more; "Payment of order 100510" under "Order payment" does, and is shown. A blank description
 * repeats nothing worth showing either.
 */
function repeatsLabel(description: string, label: string): boolean {
  const labelWords = wordsOf(label);
  return wordsOf(description).every((word) =>
    labelWords.some((labelWord) => labelWord.includes(word)),
  );
}

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
 * The wallet's history: each movement with its kind, its description (left out when it only repeats
 * the kind), date and time, the amount signed (credits with "+" in the success colour, debits with
 * "−"), a "Pending" or "Rejected" badge for a withdrawal that is not through, and the balance after
 * it. A skeleton while loading, and "No transactions yet" when there are none.
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
        illustration={<WalletIllustration />}
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
  const label = intl.formatMessage(typeMessages[transaction.type]);
  const description =
    transaction.description && !repeatsLabel(transaction.description, label)
      ? transaction.description
      : null;
  return (
    <li className="wallet-transactions__item" data-status={transaction.status}>
      <div className="wallet-transactions__main">
        <p className="wallet-transactions__type">
          {label}
          {transaction.status === 'completed' ? null : (
            <span className="wallet-transactions__badge" data-status={transaction.status}>
              {intl.formatMessage(transaction.status === 'pending' ? m.pending : m.rejected)}
            </span>
          )}
        </p>
        {description ? (
          <p className="wallet-transactions__description" dir="auto">
            {description}
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
