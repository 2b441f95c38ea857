import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { SideNav, type SideNavLinkComponent, type SideNavSection } from '@matjar/ui';
import { accountNavMessages as n, profileMenuMessages as m, profileMessages } from './messages.js';

interface NavEntry {
  to: string;
  label: MessageDescriptor;
  /** Other pages that belong to this entry (an order's details belong to "My orders"). */
  under?: readonly string[];
}

const sections: readonly { id: string; title: MessageDescriptor; entries: readonly NavEntry[] }[] =
  [
    {
      id: 'shopping',
      title: n.shopping,
      entries: [
        { to: '/orders', label: m.orders, under: ['/orderDetailes', '/tracking'] },
        { to: '/schedulesOrders', label: m.scheduledOrders },
        { to: '/favorites', label: m.favorites },
        { to: '/myAddresses', label: m.addresses },
        { to: '/notifications', label: n.notifications },
      ],
    },
    {
      id: 'wallet',
      title: n.money,
      entries: [
        { to: '/wallet', label: m.wallet },
        { to: '/wallet/points', label: m.points },
        { to: '/wallet/bank-accounts', label: m.financialAccounts },
      ],
    },
    {
      id: 'account',
      title: m.account,
      entries: [
        { to: '/profile/edit', label: profileMessages.editAccount },
        { to: '/profile/phone', label: profileMessages.changePhone, under: ['/profile/codePhone'] },
        { to: '/profile/password', label: profileMessages.changePassword },
        { to: '/complaints', label: m.complaints },
      ],
    },
  ];

/** Whether `path` (a pathname) is `base` or a page under it. */
const isAt = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The account page a pathname belongs to, as the account's navigation marks it: the entry whose
 * path is the longest that `pathname` is at or under (`/wallet/points` is "Rewards points", not
 * "Wallet"); `undefined` for a page outside the account.
 *
 * @example
 * accountNavEntryOf('/orderDetailes/510'); // '/orders'
 */
export function accountNavEntryOf(pathname: string): string | undefined {
  let found: string | undefined;
  for (const section of sections) {
    for (const entry of section.entries) {
      const matches = [entry.to, ...(entry.under ?? [])].some((base) => isAt(pathname, base));
      if (matches && (found === undefined || entry.to.length > found.length)) found = entry.to;
    }
  }
  return found;
}

export interface AccountNavProps {
  /** The pathname of the page shown (`useLocation().pathname`): its entry is marked current. */
  currentPath: string;
  /** The app's router link; a plain anchor by default. */
  LinkComponent?: SideNavLinkComponent;
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
 * <AccountLayout nav={<AccountNav currentPath={pathname} LinkComponent={AppLink} />}>…</AccountLayout>
 */
export function AccountNav({ currentPath, LinkComponent }: AccountNavProps) {
  const intl = useIntl();
  const current = accountNavEntryOf(currentPath);
  const navSections: SideNavSection[] = sections.map((section) => ({
    id: section.id,
    title: intl.formatMessage(section.title),
    items: section.entries.map((entry) => ({
      href: entry.to,
      label: intl.formatMessage(entry.label),
      isCurrent: entry.to === current,
    })),
  }));
  return (
    <SideNav
      label={intl.formatMessage(n.label)}
      sections={navSections}
      LinkComponent={LinkComponent}
    />
  );
}
