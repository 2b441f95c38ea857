import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../empty-state/empty-state.js';
import { AccountLayout, SideNav, type SideNavSection } from './account-layout.js';

const arabicSections: readonly SideNavSection[] = [
  {
    id: 'shopping',
    title: 'مشترياتي',
    items: [
      { href: '#orders', label: 'طلباتي', isCurrent: true },
      { href: '#scheduled', label: 'الطلبات المجدولة' },
      { href: '#favorites', label: 'المفضلة' },
      { href: '#addresses', label: 'عناويني' },
    ],
  },
  {
    id: 'money',
    title: 'المحفظة',
    items: [
      { href: '#wallet', label: 'المحفظة' },
      { href: '#points', label: 'نقاط المكافآت' },
      { href: '#bank-accounts', label: 'الحسابات المالية' },
    ],
  },
];

const englishSections: readonly SideNavSection[] = [
  {
    id: 'shopping',
    title: 'My shopping',
    items: [
      { href: '#orders', label: 'My orders', isCurrent: true },
      { href: '#scheduled', label: 'Scheduled orders' },
      { href: '#favorites', label: 'Favorites' },
      { href: '#addresses', label: 'My addresses' },
    ],
  },
  {
    id: 'money',
    title: 'Wallet',
    items: [
      { href: '#wallet', label: 'Wallet' },
      { href: '#points', label: 'Rewards points' },
      { href: '#bank-accounts', label: 'Financial accounts' },
    ],
  },
];

const meta = {
  title: 'ui/AccountLayout',
  component: AccountLayout,
  args: {
    nav: <SideNav label="الحساب" sections={arabicSections} />,
    children: (
      <>
        <h1 style={{ margin: 0 }}>طلباتي</h1>
        <EmptyState title="لا توجد لديك طلبات جديدة" />
      </>
    ),
  },
  parameters: {
    // The side navigation shows from 64rem wide; a phone sees the page alone.
    layout: 'padded',
  },
} satisfies Meta<typeof AccountLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {};

export const English: Story = {
  args: {
    nav: <SideNav label="Account" sections={englishSections} />,
    children: (
      <>
        <h1 style={{ margin: 0 }}>My orders</h1>
        <EmptyState title="You have no new orders" />
      </>
    ),
  },
  globals: { locale: 'en' },
};

/** The navigation alone, with a header naming the customer. */
export const SideNavWithHeader: Story = {
  args: {
    nav: null,
    children: (
      <SideNav
        label="Account"
        header={<strong>Sara Al-Otaibi</strong>}
        sections={englishSections}
      />
    ),
  },
  globals: { locale: 'en' },
};
