import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BankAccount } from '@matjar/api-client';
import { BankAccountsIllustration, Button, ConfirmDialog, EmptyState } from '@matjar/ui';
import { formatIban, normalizeIban } from '../../lib/iban.js';
import { bankAccountsListMessages as m } from './messages.js';

export interface BankAccountsListProps {
  /** The customer's saved bank accounts. */
  accounts: readonly BankAccount[];
  /** Called with the account whose "Edit" was pressed. */
  onEdit: (account: BankAccount) => void;
  /** Called with the account to delete, once the customer has confirmed. */
  onDelete: (account: BankAccount) => void;
  /** The id of the account being changed: its "Delete" waits and its "Edit" is off. */
  pendingId?: number | undefined;
  /** Shown in the empty state: the way to add the first account. */
  emptyAction?: ReactNode;
  className?: string;
}

/** The last four characters of an account's IBAN, to tell accounts at one bank apart. */
const lastFourOf = (account: BankAccount) => normalizeIban(account.iban).slice(-4);

/**
 * The financial accounts: each saved bank account with its bank, holder, account number and IBAN
 * (grouped by four, left to right), "Edit" and "Delete", which asks for a confirmation first.
 * Without any account, an empty state with `emptyAction`.
 *
 * @example
 * <BankAccountsList
 *   accounts={bankAccounts.data}
 *   onEdit={(account) => setEditing(account)}
 *   onDelete={(account) => deleteAccount.mutate(account.id)}
 *   pendingId={deleteAccount.isPending ? deleteAccount.variables : undefined}
 *   emptyAction={<Button onClick={() => setIsAdding(true)}>Add a bank account</Button>}
 * />
 */
export function BankAccountsList({
  accounts,
  onEdit,
  onDelete,
  pendingId,
  emptyAction,
  className,
}: BankAccountsListProps) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState<BankAccount | undefined>();

  if (accounts.length === 0) {
    return (
      <EmptyState
        className={className}
        title={intl.formatMessage(m.empty)}
        illustration={<BankAccountsIllustration />}
        description={intl.formatMessage(m.emptyBody)}
        action={emptyAction}
      />
    );
  }

  return (
    <>
      <ul className={['wallet-bank-list', className].filter(Boolean).join(' ')}>
        {accounts.map((account) => {
          const isPending = pendingId === account.id;
          const names = { bank: account.bank_name, last4: lastFourOf(account) };
          return (
            <li
              key={account.id}
              className="wallet-bank-list__item"
              data-state={isPending ? 'pending' : 'idle'}
              aria-busy={isPending || undefined}
            >
              <p className="wallet-bank-list__bank" dir="auto">
                {account.bank_name}
              </p>
              <dl className="wallet-bank-list__facts">
                <div className="wallet-bank-list__fact">
                  <dt>{intl.formatMessage(m.holder)}</dt>
                  <dd>
                    <bdi>{account.account_name}</bdi>
                  </dd>
                </div>
                <div className="wallet-bank-list__fact">
                  <dt>{intl.formatMessage(m.accountNumber)}</dt>
                  <dd>
                    <bdi dir="ltr" className="wallet-bank-list__number">
                      {formatIban(account.account_number)}
                    </bdi>
                  </dd>
                </div>
                <div className="wallet-bank-list__fact">
                  <dt>{intl.formatMessage(m.iban)}</dt>
                  <dd>
                    <bdi dir="ltr" className="wallet-bank-list__number">
                      {formatIban(account.iban)}
                    </bdi>
                  </dd>
                </div>
              </dl>
              <div className="wallet-bank-list__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={intl.formatMessage(m.editLabel, names)}
                  disabled={isPending}
                  onClick={() => onEdit(account)}
                >
                  {intl.formatMessage(m.edit)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="wallet-bank-list__delete"
                  aria-label={intl.formatMessage(m.deleteLabel, names)}
                  isLoading={isPending}
                  onClick={() => setDeleting(account)}
                >
                  {intl.formatMessage(m.delete)}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        subject={deleting}
        onCancel={() => setDeleting(undefined)}
        onConfirm={(account) => {
          onDelete(account);
          setDeleting(undefined);
        }}
        title={intl.formatMessage(m.deleteTitle)}
        description={(account) => (
          <FormattedMessage
            {...m.deleteBody}
            values={{
              bank: <bdi>{account.bank_name}</bdi>,
              last4: <bdi dir="ltr">{lastFourOf(account)}</bdi>,
            }}
          />
        )}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
      />
    </>
  );
}
