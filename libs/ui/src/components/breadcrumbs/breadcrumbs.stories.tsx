import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs.js';

const meta = {
  title: 'ui/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'الرئيسية', href: '/' },
      { label: 'التمور', href: '/categories/3' },
      { label: 'السكري', href: '/categories/3?sub=12' },
      { label: 'تمر سكري فاخر مفتل من القصيم، علبة ٣ كجم' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right to left: the separators point left, onwards; the page's long name is cut. */
export const Arabic: Story = {};

export const English: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Dates', href: '/categories/3' },
      { label: 'Sukkari', href: '/categories/3?sub=12' },
      { label: 'Premium rolled Sukkari dates from Qassim, 3 kg box' },
    ],
  },
  globals: { locale: 'en' },
};

/** Names in the other script and numbers keep their order beside the separators. */
export const MixedScripts: Story = {
  args: {
    items: [
      { label: 'طلباتي', href: '/orders' },
      { label: 'Order C-1001', href: '/orderDetailes/1001' },
      { label: 'تقييم الطلب' },
    ],
  },
};

/** A page one step down: the way back and the page. */
export const OneStep: Story = {
  args: { items: [{ label: 'المحفظة', href: '/wallet' }, { label: 'نقاط المكافآت' }] },
};
