import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { successMessages, failureMessage } from '@matjar/i18n';
import { ErrorState, PageLayout, Pagination, Skeleton, useIsHydrated, useToast } from '@matjar/ui';
import {
  RechargeDialog,
  WalletSummary,
  WalletTransactions,
  WithdrawDialog,
  useBankAccounts,
  useChargeWallet,
  usePrefetchWallet,
  useWallet,
  useWalletTransactions,
  useWithdraw,
} from '@matjar/wallet';
import { usePaymentPage } from '../../lib/payment-page.js';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/wallet';
import { walletPageMessages as m } from './wallet.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/wallet/styles.css';
import './wallet-pages.css';

/** The balance (asked for as the page is read), its movements and the bank accounts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/profile',
  startCalls: ['wallet', 'bankAccounts'],
  earlyCalls: ['wallet'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.walletTitle),
    description: messageIn(locale, m.walletDescription),
  });
}

/** Says how a recharge on the payment page went, once, then forgets it from the address. */
function usePaymentOutcome(onDone: () => void) {
  const intl = useIntl();
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('payment');
  const told = useRef(false);
  useEffect(() => {
    if (told.current || (outcome !== 'success' && outcome !== 'failed')) return;
    told.current = true;
    toast(
      outcome === 'success'
        ? { title: intl.formatMessage(successMessages.walletCharged), variant: 'success' }
        : { title: intl.formatMessage(m.chargeFailed), variant: 'error' },
    );
    onDone();
    setSearchParams(
      (params) => {
        params.delete('payment');
        params.delete('payment_id');
        return params;
      },
      { replace: true },
    );
  }, [outcome, intl, toast, onDone, setSearchParams]);
}

function Wallet() {
  const intl = useIntl();
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  usePrefetchWallet();
  const wallet = useWallet();
  const history = useWalletTransactions(page);
  const charge = useChargeWallet();
  const openPaymentPage = usePaymentPage();
  // A second press that comes before the button shows it is busy (a double click) starts nothing.
  const isCharging = useRef(false);
  const withdraw = useWithdraw();
  const [dialog, setDialog] = useState<'recharge' | 'withdraw' | null>(null);
  const accounts = useBankAccounts();
  usePaymentOutcome(() => {
    void wallet.refetch();
    void history.refetch();
  });
  const isHydrated = useIsHydrated();

  // The server renders the skeleton (it has no token): so does hydration, even when the credit has
  // come (asked for as the page started); the wallet follows in the next render.
  if (!isHydrated) return <Skeleton shape="text" lines={6} />;
  if (wallet.isError && !wallet.data) return <ErrorState onRetry={() => void wallet.refetch()} />;
  if (!wallet.data) return <Skeleton shape="text" lines={6} />;
  return (
    <>
      <WalletSummary
        wallet={wallet.data}
        onRecharge={() => {
          charge.reset();
          setDialog('recharge');
        }}
        onWithdraw={() => {
          withdraw.reset();
          setDialog('withdraw');
        }}
      />
      <nav className="sf-wallet__links">
        <AppLink to="/wallet/points">{intl.formatMessage(m.toPoints)}</AppLink>
        <AppLink to="/wallet/bank-accounts">{intl.formatMessage(m.toBankAccounts)}</AppLink>
      </nav>
      <section className="sf-wallet__history" aria-labelledby="wallet-history">
        <h2 id="wallet-history" className="sf-wallet__heading">
          {intl.formatMessage(m.history)}
        </h2>
        {history.isError && !history.data ? (
          <ErrorState onRetry={() => void history.refetch()} />
        ) : (
          <WalletTransactions transactions={history.data?.data} />
        )}
        {history.data ? (
          <Pagination
            page={history.data.pagination.current_page}
            pageCount={history.data.pagination.last_page}
          />
        ) : null}
      </section>
      <RechargeDialog
        open={dialog === 'recharge'}
        onOpenChange={(open) => setDialog(open ? 'recharge' : null)}
        min={wallet.data.charge_min}
        max={wallet.data.charge_max}
        isPending={charge.isPending || charge.isSuccess}
        error={charge.isError ? failureMessage(intl, charge.error) : undefined}
        onSubmit={(amount) => {
          if (isCharging.current) return;
          isCharging.current = true;
          charge.mutate(
            { amount, returnUrl: new URL('/wallet', window.location.origin).href },
            {
              onSuccess: (url) => {
                if (openPaymentPage(url)) return;
                isCharging.current = false;
                charge.reset();
                setDialog(null);
              },
              onError: () => {
                isCharging.current = false;
              },
            },
          );
        }}
      />
      <WithdrawDialog
        open={dialog === 'withdraw'}
        onOpenChange={(open) => setDialog(open ? 'withdraw' : null)}
        balance={wallet.data.balance}
        accounts={accounts.data}
        isPending={withdraw.isPending}
        error={withdraw.isError ? failureMessage(intl, withdraw.error) : undefined}
        onSubmit={(input) =>
          withdraw.mutate(input, {
            onSuccess: () => {
              setDialog(null);
              toast({
                title: intl.formatMessage(successMessages.withdrawalRequestSent),
                variant: 'success',
              });
            },
          })
        }
      />
    </>
  );
}

/** The wallet (/wallet): credit, history, recharge on the hosted page, withdrawal. */
export default function WalletRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page sf-wallet-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.walletTitle)}</h1>
        {isCustomer ? <Wallet /> : <Skeleton shape="text" lines={4} />}
      </PageLayout>
    </AccountFrame>
  );
}
