import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductGridSkeleton } from './product-grid-skeleton.js';

const meta = {
  title: 'catalog/ProductGridSkeleton',
  component: ProductGridSkeleton,
  args: { count: 10 },
  decorators: [withCatalogLocale],
} satisfies Meta<typeof ProductGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const English: Story = { args: { count: 4 }, globals: { locale: 'en' } };
