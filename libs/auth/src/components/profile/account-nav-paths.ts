/**
 * The account's pages as its side navigation lists them, by path: apart from their names, so that
 * an app's shell can ask which entry a pathname belongs to without loading the names.
 */

/** One entry: its page, and other pages that belong to it (an order's details to "My orders"). */
interface NavPath {
  to: string;
  under?: readonly string[];
}

/** The account's navigation: three groups of entries, in order. */
export const ACCOUNT_NAV_SECTIONS: readonly {
  id: 'shopping' | 'wallet' | 'account';
  entries: readonly NavPath[];
}[] = [
  {
    id: 'shopping',
    entries: [
      { to: '/orders', under: ['/orderDetailes', '/tracking'] },
      { to: '/schedulesOrders' },
      { to: '/favorites' },
      { to: '/stock-alerts' },
      { to: '/myAddresses' },
      { to: '/notifications' },
    ],
  },
  {
    id: 'wallet',
    entries: [{ to: '/wallet' }, { to: '/wallet/points' }, { to: '/wallet/bank-accounts' }],
  },
  {
    id: 'account',
    entries: [
      { to: '/profile/edit' },
      { to: '/profile/phone', under: ['/profile/codePhone'] },
      { to: '/profile/password' },
      { to: '/complaints' },
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
  for (const section of ACCOUNT_NAV_SECTIONS) {
    for (const entry of section.entries) {
      const matches = [entry.to, ...(entry.under ?? [])].some((base) => isAt(pathname, base));
      if (matches && (found === undefined || entry.to.length > found.length)) found = entry.to;
    }
  }
  return found;
}
