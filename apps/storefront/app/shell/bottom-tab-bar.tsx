import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAuthState, useGlobalStore } from '@matjar/auth';
import {
  BottomTabBar,
  type BottomTabBarItem,
  CartIcon,
  CategoriesIcon,
  HomeIcon,
  OrdersIcon,
  UserIcon,
} from '@matjar/ui';
import { shellMessages } from './messages.js';
import { tabBarMessages as m } from './tab-bar.messages.js';

/** The tabs of the storefront's bottom bar. */
export type ShellTab = 'home' | 'categories' | 'cart' | 'orders' | 'account';

/**
 * The home page's categories band (the heading id of `HomeSections`): the store has no page that
 * lists every category, so the categories tab opens the home page there.
 */
export const CATEGORIES_HREF = '/#catalog-home-categories';

const sectionOf = (pathname: string) => pathname.split('/')[1]?.toLowerCase() ?? '';

/** The paths of each tab besides its own: the pages its page leads to. */
const tabOfSection: Record<string, ShellTab> = {
  categories: 'categories',
  cart: 'cart',
  orders: 'orders',
  schedulesorders: 'orders',
  orderdetailes: 'orders',
  'order-details': 'orders',
  tracking: 'orders',
  profile: 'account',
  auth: 'account',
  join: 'account',
  wallet: 'account',
  myaddresses: 'account',
  complaints: 'account',
  notifications: 'account',
};

/**
 * The tab the page at `pathname` belongs to, or `null` for a page of none (a product, a store,
 * search, favourites, the information pages).
 *
 * @example
 * currentTab('/orderDetailes/12'); // 'orders'
 */
export function currentTab(pathname: string): ShellTab | null {
  if (pathname === '/' || pathname === '') return 'home';
  return tabOfSection[sectionOf(pathname)] ?? null;
}

/**
 * The storefront's tabs along the bottom of a phone's screen: home, categories, cart (with the
 * global store's count), orders and account. Rendered on the server like the header, hidden from
 * 48rem, and by a page's own sticky purchase bar (`shell.css`).
 */
export function ShellTabBar() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { isLoggedIn: isSignedIn } = useAuthState();
  const { cartCount } = useGlobalStore();
  const current = currentTab(pathname);
  const items: BottomTabBarItem[] = [
    { tab: 'home', href: '/', label: intl.formatMessage(m.home), icon: <HomeIcon /> },
    {
      tab: 'categories',
      href: CATEGORIES_HREF,
      label: intl.formatMessage(m.categories),
      icon: <CategoriesIcon />,
    },
    {
      tab: 'cart',
      href: '/cart',
      label: intl.formatMessage(shellMessages.cart),
      icon: <CartIcon />,
      badgeCount: cartCount,
      badgeLabel: intl.formatMessage(shellMessages.cartWithCount, { count: cartCount }),
    },
    { tab: 'orders', href: '/orders', label: intl.formatMessage(m.orders), icon: <OrdersIcon /> },
    {
      tab: 'account',
      href: isSignedIn ? '/profile' : '/auth',
      label: intl.formatMessage(m.account),
      icon: <UserIcon />,
    },
  ].map(({ tab, ...item }) => ({ ...item, isCurrent: tab === current }));
  return <BottomTabBar className="sf-tab-bar" label={intl.formatMessage(m.label)} items={items} />;
}
