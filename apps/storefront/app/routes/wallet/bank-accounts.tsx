import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccount } from '@matjar/api-client';
import {
  Breadcrumbs,
  Button,
  Dialog,
  ErrorState,
  PageLayout,
  Skeleton,
  useToast,
} from '@matjar/ui';
import {
  BankAccountForm,
  BankAccountsList,
  useBankAccounts,
  useCreateBankAccount,
  useDeleteBankAccount,
  useUpdateBankAccount,
} from '@matjar/wallet';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/bank-accounts';
import { walletPageMessages as m } from './wallet.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/wallet/styles.css';
import '../orders/orders-pages.css';
import { failureMessage } from '@matjar/i18n';

/** The bank accounts are asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/wallet',
  startCalls: ['bankAccounts'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.bankAccountsTitle),
    description: messageIn(locale, m.bankAccountsDescription),
  });
}

type Editing = { mode: 'add' } | { mode: 'edit'; account: BankAccount } | null;

function BankAccounts() {
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
      {accounts.data?.length ? <div className="sf-account-page__actions">{addButton}</div> : null}
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

/** Financial accounts (/wallet/bank-accounts): the bank accounts withdrawals are paid to. */
export default function BankAccountsRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.walletTitle), href: '/wallet' },
            { label: intl.formatMessage(m.bankAccountsTitle) },
          ]}
        />
        <h1 className="sf-info-page__title">{intl.formatMessage(m.bankAccountsTitle)}</h1>
        {isCustomer ? <BankAccounts /> : <Skeleton shape="text" lines={4} />}
      </PageLayout>
    </AccountFrame>
  );
}
