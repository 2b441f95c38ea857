import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage, successMessages } from '@matjar/i18n';
import { ErrorState, Link, Pagination, Skeleton, useIsHydrated, useToast } from '@matjar/ui';
import { useBankAccounts } from '../../hooks/use-bank-accounts.js';
import {
  useChargeWallet,
  usePrefetchWallet,
  useWallet,
  useWalletTransactions,
  useWithdraw,
} from '../../hooks/use-wallet.js';
import { RechargeDialog } from '../recharge-dialog/recharge-dialog.js';
import { WalletSummary } from '../wallet-summary/wallet-summary.js';
import { WalletTransactions } from '../wallet-transactions/wallet-transactions.js';
import { WithdrawDialog } from '../withdraw-dialog/withdraw-dialog.js';
import { walletScreenMessages as m } from './messages.js';

/** How a recharge went on the hosted payment page, as it says when it sends the customer back. */
export type PaymentOutcome = 'success' | 'failed';

export interface WalletScreenProps {
  /**
   * The page of the history shown, 1 being the newest: the app reads it from its address, where
   * the pages under the history write it (`?page=2`).
   */
  page: number;
  /**
   * Sends the customer to the hosted payment page at `url`, the store's answer to a recharge.
   * Returns `false` when it does not (the address is not the payment provider's; the app says so):
   * the recharge dialog then closes and a new recharge can be started.
   */
  onPaymentPage: (url: string) => boolean;
  /**
   * Where the payment page sends the customer back: an address, or a path of this site (`/wallet`)
   * read against the page's own address when the recharge is sent.
   */
  returnUrl: string;
  /**
   * How the last recharge went, read by the app from the address the payment page sent the
   * customer back to. Said once in a toast; the credit and the history are then asked again and
   * `onPaymentOutcomeShown` is called.
   */
  paymentOutcome?: PaymentOutcome | undefined;
  /** Called once the outcome has been said, for the app to take it out of its address. */
  onPaymentOutcomeShown?: () => void;
  /** The rewards points page. */
  pointsHref: string;
  /** The financial accounts page (the saved bank accounts). */
  bankAccountsHref: string;
}

/** Says how a recharge on the payment page went, once, then lets the caller forget it. */
function usePaymentOutcome(
  outcome: PaymentOutcome | undefined,
  onTold: () => void,
  onShown: (() => void) | undefined,
) {
  const intl = useIntl();
  const { toast } = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !outcome) return;
    told.current = true;
    toast(
      outcome === 'success'
        ? { title: intl.formatMessage(successMessages.walletCharged), variant: 'success' }
        : { title: intl.formatMessage(m.chargeFailed), variant: 'error' },
    );
    onTold();
    onShown?.();
  }, [outcome, intl, toast, onTold, onShown]);
}

/**
 * The customer's wallet: the credit with "Recharge balance" and "Withdraw", links to the rewards
 * points and the financial accounts, and the history of movements, a page at a time (the pages as
 * links in `?page=`). A recharge
 * asks for the amount, then sends the customer to the hosted payment page (a second press before
 * the button shows it is busy starts nothing); back from it, the outcome is said in a toast and the
 * credit read again. A withdrawal goes to a saved bank account or to one typed in the dialog. A
 * skeleton shows while the credit is on its way (and through hydration: the server has no token),
 * a retry when the store failed to answer. Needs the app's API client, session, query cache and
 * `ToastProvider`.
 *
 * @example
 * <WalletScreen
 *   page={page}
 *   onPaymentPage={(url) => (window.location.assign(url), true)}
 *   returnUrl="/wallet"
 *   paymentOutcome={outcome}
 *   onPaymentOutcomeShown={forgetOutcome}
 *   pointsHref="/wallet/points"
 *   bankAccountsHref="/wallet/bank-accounts"
 * />
 */
export function WalletScreen({
  page,
  onPaymentPage,
  returnUrl,
  paymentOutcome,
  onPaymentOutcomeShown,
  pointsHref,
  bankAccountsHref,
}: WalletScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  usePrefetchWallet();
  const wallet = useWallet();
  const history = useWalletTransactions(page);
  const charge = useChargeWallet();
  // A second press that comes before the button shows it is busy (a double click) starts nothing.
  const isCharging = useRef(false);
  const withdraw = useWithdraw();
  const [dialog, setDialog] = useState<'recharge' | 'withdraw' | null>(null);
  const accounts = useBankAccounts();
  usePaymentOutcome(
    paymentOutcome,
    () => {
      void wallet.refetch();
      void history.refetch();
    },
    onPaymentOutcomeShown,
  );
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
      <nav className="wallet-screen__links">
        <Link to={pointsHref}>{intl.formatMessage(m.toPoints)}</Link>
        <Link to={bankAccountsHref}>{intl.formatMessage(m.toBankAccounts)}</Link>
      </nav>
      <section className="wallet-screen__history" aria-labelledby="wallet-history">
        <h2 id="wallet-history" className="wallet-screen__heading">
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
            { amount, returnUrl: new URL(returnUrl, window.location.href).href },
            {
              onSuccess: (url) => {
                if (onPaymentPage(url)) return;
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
