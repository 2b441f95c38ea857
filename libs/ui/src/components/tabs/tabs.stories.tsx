import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js';

const orderTabs = [
  { value: 'current', label: 'الحالية', content: <p>لديك طلبان قيد التجهيز.</p> },
  { value: 'finished', label: 'المكتملة', content: <p>اكتمل 12 طلبًا خلال هذا العام.</p> },
  { value: 'cancelled', label: 'الملغاة', content: <p>لا توجد طلبات ملغاة.</p> },
];

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { label: 'طلباتي', items: orderTabs },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromItems: Story = {};

export const SecondTabSelected: Story = { args: { defaultValue: 'finished' } };

export const WithDisabledTab: Story = {
  args: {
    items: [
      ...orderTabs.slice(0, 2),
      { value: 'returned', label: 'المرتجعة', content: null, isDisabled: true },
    ],
  },
};

export const ManyTabs: Story = {
  args: {
    label: 'الأقسام',
    items: ['الخضار', 'الفواكه', 'الألبان', 'المخبوزات', 'اللحوم', 'المشروبات', 'المنظفات'].map(
      (name) => ({ value: name, label: name, content: <p>منتجات قسم {name}</p> }),
    ),
  },
};

export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [tab, setTab] = useState('current');
    return <Tabs {...args} value={tab} onValueChange={setTab} />;
  },
};

export const ComposedParts: Story = {
  args: { items: undefined, label: undefined, defaultValue: 'details' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="المنتج">
        <TabsTrigger value="details">التفاصيل</TabsTrigger>
        <TabsTrigger value="reviews">التقييمات</TabsTrigger>
      </TabsList>
      <TabsContent value="details">
        <p>تمر سكري فاخر من القصيم، وزن 1 كجم.</p>
      </TabsContent>
      <TabsContent value="reviews">
        <p>4.8 من 5 بناءً على 120 تقييمًا.</p>
      </TabsContent>
    </Tabs>
  ),
};
