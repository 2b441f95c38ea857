import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Wallet } from '@matjar/api-client';
import { Button, Price } from '@matjar/ui';
import { walletSummaryMessages as m } from './messages.js';

export interface WalletSummaryProps {
  /** The wallet: its credit and the money held by withdrawal requests under review. */
  wallet: Wallet;
  /** Called when the user asks to recharge (open the recharge dialog). */
  onRecharge: () => void;
  /** Called when the user asks to withdraw; never while the credit is 0. */
  onWithdraw: () => void;
  /** Level of the "Current credit" heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The head of the wallet page: the current credit in large type, the money held by withdrawal
 * requests under review (when there is any), and "Recharge balance" and "Withdraw". With no credit,
 * "Withdraw" is disabled and a line under it says why.
 *
 * @example
 * <WalletSummary
 *   wallet={wallet}
 *   onRecharge={() => setIsRechargeOpen(true)}
 *   onWithdraw={() => setIsWithdrawOpen(true)}
 * />
 */
export function WalletSummary({
  wallet,
  onRecharge,
  onWithdraw,
  headingLevel = 2,
  className,
}: WalletSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  const reasonId = useId();
  const Heading = `h${headingLevel}` as const;
  const canWithdraw = wallet.balance > 0;

  return (
    <section
      className={['wallet-summary', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={canWithdraw ? 'funded' : 'empty'}
    >
      <Heading className="wallet-summary__title" id={titleId}>
        {intl.formatMessage(m.title)}
      </Heading>
      <p className="wallet-summary__balance">
        <Price amount={wallet.balance} size="lg" />
      </p>
      {wallet.pending_withdrawals > 0 ? (
        <p className="wallet-summary__held">
          <FormattedMessage
            {...m.held}
            values={{ amount: <Price amount={wallet.pending_withdrawals} size="sm" /> }}
          />
        </p>
      ) : null}
      <div className="wallet-summary__actions">
        <Button className="wallet-summary__action" onClick={onRecharge}>
          {intl.formatMessage(m.recharge)}
        </Button>
        <Button
          className="wallet-summary__action"
          variant="secondary"
          disabled={!canWithdraw}
          aria-describedby={canWithdraw ? undefined : reasonId}
          onClick={onWithdraw}
        >
          {intl.formatMessage(m.withdraw)}
        </Button>
      </div>
      {canWithdraw ? null : (
        <p className="wallet-summary__reason" id={reasonId}>
          {intl.formatMessage(m.nothingToWithdraw)}
        </p>
      )}
    </section>
  );
}
