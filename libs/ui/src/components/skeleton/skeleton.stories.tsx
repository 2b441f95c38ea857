import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './skeleton.js';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};

export const Paragraph: Story = { args: { lines: 4 } };

export const Rectangle: Story = {
  args: { shape: 'rect', aspectRatio: '4 / 3', inlineSize: '16rem' },
};

export const Circle: Story = { args: { shape: 'circle', size: '4rem' } };

export const ProductCard: Story = {
  render: () => (
    <SkeletonGroup style={{ inlineSize: '12rem' }}>
      <Skeleton shape="rect" aspectRatio={1} />
      <Skeleton lines={2} />
      <Skeleton inlineSize="5rem" />
    </SkeletonGroup>
  ),
};

export const ReviewRow: Story = {
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton lines={2} style={{ flex: 1 }} />
      </div>
    </SkeletonGroup>
  ),
};

export const CustomLabel: Story = {
  args: { lines: 3 },
  render: (args) => (
    <SkeletonGroup label="جارٍ تحميل التقييمات…">
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
};
