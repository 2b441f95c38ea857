import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartIcon, CategoriesIcon, HomeIcon, OrdersIcon, UserIcon } from '../icons/icons.js';
import { BottomTabBar, type BottomTabBarItem } from './bottom-tab-bar.js';

const arabicTabs: BottomTabBarItem[] = [
  { href: '/', label: 'الرئيسية', icon: <HomeIcon />, isCurrent: true },
  { href: '/#categories', label: 'الأقسام', icon: <CategoriesIcon /> },
  { href: '/cart', label: 'السلة', icon: <CartIcon />, badgeCount: 3 },
  { href: '/orders', label: 'طلباتي', icon: <OrdersIcon /> },
  { href: '/profile', label: 'حسابي', icon: <UserIcon /> },
];

const englishTabs: BottomTabBarItem[] = [
  { href: '/', label: 'Home', icon: <HomeIcon /> },
  { href: '/#categories', label: 'Categories', icon: <CategoriesIcon /> },
  { href: '/cart', label: 'Cart', icon: <CartIcon />, badgeCount: 3 },
  { href: '/orders', label: 'Orders', icon: <OrdersIcon />, isCurrent: true },
  { href: '/profile', label: 'Account', icon: <UserIcon /> },
];

const meta = {
  title: 'ui/BottomTabBar',
  component: BottomTabBar,
  args: { label: 'التنقل الرئيسي', items: arabicTabs },
  parameters: { layout: 'fullscreen' },
  // The bar shows below 48rem: a phone's screen.
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {};

export const English: Story = {
  args: { label: 'Main', items: englishTabs },
  globals: { locale: 'en' },
};

export const EmptyCart: Story = {
  args: { items: arabicTabs.map((item) => ({ ...item, badgeCount: 0 })) },
};

export const ManyItemsInCart: Story = {
  args: {
    items: arabicTabs.map((item) => (item.href === '/cart' ? { ...item, badgeCount: 128 } : item)),
  },
};
