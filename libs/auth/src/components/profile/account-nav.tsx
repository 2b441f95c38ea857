import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { SideNav, type SideNavSection } from '@matjar/ui';
import { ACCOUNT_NAV_SECTIONS, accountNavEntryOf } from './account-nav-paths.js';
import { accountNavMessages as n, profileMenuMessages as m, profileMessages } from './messages.js';

/** The name of each entry of `ACCOUNT_NAV_SECTIONS`, by path. */
const entryNames: Record<string, MessageDescriptor> = {
  '/orders': m.orders,
  '/schedulesOrders': m.scheduledOrders,
  '/favorites': m.favorites,
  '/stock-alerts': m.stockAlerts,
  '/myAddresses': m.addresses,
  '/notifications': n.notifications,
  '/wallet': m.wallet,
  '/wallet/points': m.points,
  '/wallet/bank-accounts': m.financialAccounts,
  '/profile/edit': profileMessages.editAccount,
  '/profile/phone': profileMessages.changePhone,
  '/profile/password': profileMessages.changePassword,
  '/complaints': m.complaints,
};

/** The title of each group. */
const sectionTitles: Record<(typeof ACCOUNT_NAV_SECTIONS)[number]['id'], MessageDescriptor> = {
  shopping: n.shopping,
  wallet: n.money,
  account: m.account,
};

export interface AccountNavProps {
  /** The pathname of the page shown (`useLocation().pathname`): its entry is marked current. */
  currentPath: string;
}

/**
 * The account's pages as a side navigation, for the account's frame on wide screens
 * (`AccountLayout` of `@matjar/ui`): my shopping (orders, scheduled orders, favorites, addresses,
 * notifications), wallet and rewards (balance, rewards points, financial accounts) and my account (edit,
 * phone, password, complaints). The entry of the page shown is marked `aria-current="page"`, an
 * order's pages counting as "My orders". The profile menu page keeps the whole list (settings,
 * information, sign out) for phones.
 *
 * @example
 * <AccountLayout nav={<AccountNav currentPath={pathname} />}>…</AccountLayout>
 */
export function AccountNav({ currentPath }: AccountNavProps) {
  const intl = useIntl();
  const current = accountNavEntryOf(currentPath);
  const navSections: SideNavSection[] = ACCOUNT_NAV_SECTIONS.map((section) => ({
    id: section.id,
    title: intl.formatMessage(sectionTitles[section.id]),
    items: section.entries.map((entry) => {
      const name = entryNames[entry.to];
      return {
        href: entry.to,
        label: name ? intl.formatMessage(name) : entry.to,
        isCurrent: entry.to === current,
      };
    }),
  }));
  return <SideNav label={intl.formatMessage(n.label)} sections={navSections} />;
}
