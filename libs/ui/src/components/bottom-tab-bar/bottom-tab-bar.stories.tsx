import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SVGProps } from 'react';
import { BottomTabBar, type BottomTabBarItem } from './bottom-tab-bar.js';

const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} satisfies SVGProps<SVGSVGElement>;

const HomeIcon = () => (
  <svg {...iconProps}>
    <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5" />
  </svg>
);
const GridIcon = () => (
  <svg {...iconProps}>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </svg>
);
const CartIcon = () => (
  <svg {...iconProps}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20.5" r="1" />
    <circle cx="17" cy="20.5" r="1" />
  </svg>
);
const BoxIcon = () => (
  <svg {...iconProps}>
    <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5z M4 7.5l8 4.5 8-4.5M12 12v9" />
  </svg>
);
const UserIcon = () => (
  <svg {...iconProps}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

const arabicTabs: BottomTabBarItem[] = [
  { href: '/', label: 'الرئيسية', icon: <HomeIcon />, isCurrent: true },
  { href: '/#categories', label: 'الأقسام', icon: <GridIcon /> },
  { href: '/cart', label: 'السلة', icon: <CartIcon />, badgeCount: 3 },
  { href: '/orders', label: 'طلباتي', icon: <BoxIcon /> },
  { href: '/profile', label: 'حسابي', icon: <UserIcon /> },
];

const englishTabs: BottomTabBarItem[] = [
  { href: '/', label: 'Home', icon: <HomeIcon /> },
  { href: '/#categories', label: 'Categories', icon: <GridIcon /> },
  { href: '/cart', label: 'Cart', icon: <CartIcon />, badgeCount: 3 },
  { href: '/orders', label: 'Orders', icon: <BoxIcon />, isCurrent: true },
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
