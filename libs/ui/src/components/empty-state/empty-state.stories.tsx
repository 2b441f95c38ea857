import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.js';
import { EmptyState } from './empty-state.js';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: { title: 'سلتك فارغة' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescription: Story = {
  args: {
    title: 'لا توجد نتائج مطابقة لبحثك',
    description: 'جرّب كلمة أخرى أو تصفّح الأقسام.',
  },
};

export const WithAction: Story = {
  args: {
    description: 'أضف منتجاتك المفضلة وستجدها هنا.',
    action: <Button>تصفّح العروض</Button>,
  },
};

export const WithLinkAction: Story = {
  args: {
    title: 'ليس لديك طلبات حالية',
    action: <a href="#offers">اطلب الآن</a>,
  },
};

export const CustomIllustration: Story = {
  args: {
    title: 'ليس لديك إشعارات',
    illustration: (
      <svg
        viewBox="0 0 24 24"
        style={{ inlineSize: '4rem', blockSize: '4rem' }}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
        <path d="M10 20a2 2 0 0 0 4 0" />
      </svg>
    ),
  },
};
