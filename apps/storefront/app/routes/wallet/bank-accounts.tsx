import { useIntl } from 'react-intl';
import { Breadcrumbs, PageLayout, Skeleton } from '@matjar/ui';
import { BankAccountsScreen } from '@matjar/wallet';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/bank-accounts';
import { walletPageMessages as m } from './wallet.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/wallet/styles.css';

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
        {isCustomer ? <BankAccountsScreen /> : <Skeleton shape="text" lines={4} />}
      </PageLayout>
    </AccountFrame>
  );
}
