import { useIntl } from 'react-intl';
import { PageLayout, Skeleton } from '@matjar/ui';
import { WalletScreen } from '@matjar/wallet';
import { useListPage } from '../../lib/list-page.js';
import { usePaymentPage, usePaymentReturn } from '../../lib/payment-page.js';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/wallet';
import { walletPageMessages as m } from './wallet.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/wallet/styles.css';

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

/** The wallet (/wallet): credit, history, recharge on the hosted page, withdrawal. */
export default function WalletRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  const page = useListPage();
  const openPaymentPage = usePaymentPage();
  const payment = usePaymentReturn();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.walletTitle)}</h1>
        {isCustomer ? (
          <WalletScreen
            page={page}
            onPaymentPage={openPaymentPage}
            returnUrl="/wallet"
            paymentOutcome={payment.outcome}
            onPaymentOutcomeShown={payment.forget}
            pointsHref="/wallet/points"
            bankAccountsHref="/wallet/bank-accounts"
          />
        ) : (
          <Skeleton shape="text" lines={4} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
