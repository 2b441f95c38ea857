import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccount } from '@matjar/api-client';
import { failureMessage } from '@matjar/i18n';
import { Button, Dialog, ErrorState, Skeleton, useToast } from '@matjar/ui';
import {
  useBankAccounts,
  useCreateBankAccount,
  useDeleteBankAccount,
  useUpdateBankAccount,
} from '../../hooks/use-bank-accounts.js';
import { BankAccountForm } from '../bank-account-form/bank-account-form.js';
import { BankAccountsList } from '../bank-accounts-list/bank-accounts-list.js';
import { bankAccountsScreenMessages as m } from './messages.js';

type Editing = { mode: 'add' } | { mode: 'edit'; account: BankAccount } | null;

/**
 * The customer's financial accounts, the bank accounts withdrawals are paid to: the list with
 * "Edit" and "Delete" on each, and "Add a bank account" above it (in the empty state when there is
 * none). Adding and editing happen in a dialog, which closes with a toast once the store has saved
 * the account and keeps every field when it refuses; a refused deletion is said in a toast. A
 * skeleton shows while the accounts are on their way, a retry when the store failed to answer.
 * Needs the app's API client, session, query cache and `ToastProvider`.
 *
 * @example
 * <PageLayout>
 *   <h1>Financial accounts</h1>
 *   <BankAccountsScreen />
 * </PageLayout>
 */
export function BankAccountsScreen() {
  const intl = useIntl();
  const { toast } = useToast();
  const accounts = useBankAccounts();
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const remove = useDeleteBankAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const mutation = editing?.mode === 'edit' ? update : create;
  const addButton = (
    <Button
      onClick={() => {
        create.reset();
        setEditing({ mode: 'add' });
      }}
    >
      {intl.formatMessage(m.addBankAccount)}
    </Button>
  );
  const saved = () => {
    setEditing(null);
    toast({ title: intl.formatMessage(m.bankAccountSaved), variant: 'success' });
  };

  let body;
  if (accounts.isError && !accounts.data) {
    body = <ErrorState onRetry={() => void accounts.refetch()} />;
  } else if (!accounts.data) {
    body = <Skeleton shape="text" lines={4} />;
  } else {
    body = (
      <BankAccountsList
        accounts={accounts.data}
        pendingId={remove.isPending ? remove.variables : undefined}
        onEdit={(account) => {
          update.reset();
          setEditing({ mode: 'edit', account });
        }}
        onDelete={(account) =>
          remove.mutate(account.id, {
            onSuccess: () =>
              toast({ title: intl.formatMessage(m.bankAccountDeleted), variant: 'success' }),
            onError: (cause) => {
              const message = failureMessage(intl, cause);
              if (message) toast({ title: message, variant: 'error' });
            },
          })
        }
        emptyAction={addButton}
      />
    );
  }
  return (
    <>
      {accounts.data?.length ? (
        <div className="wallet-bank-accounts-screen__actions">{addButton}</div>
      ) : null}
      {body}
      {editing ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          title={intl.formatMessage(editing.mode === 'add' ? m.addBankAccount : m.editBankAccount)}
        >
          <BankAccountForm
            defaultValues={editing.mode === 'edit' ? editing.account : undefined}
            submitLabel={intl.formatMessage(m.saveBankAccount)}
            isPending={mutation.isPending}
            error={mutation.isError ? failureMessage(intl, mutation.error) : undefined}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => {
              if (editing.mode === 'edit') {
                update.mutate({ id: editing.account.id, ...input }, { onSuccess: saved });
              } else {
                create.mutate(input, { onSuccess: saved });
              }
            }}
          />
        </Dialog>
      ) : null}
    </>
  );
}
