import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { oudOilProduct, thobeProduct } from '../product-details-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { QuickAddSheet } from './quick-add-sheet.js';

const meta = {
  title: 'catalog/QuickAddSheet',
  component: QuickAddSheet,
  args: {
    product: thobeProduct,
    open: true,
    onOpenChange: fn(),
    onAdd: fn(),
    isAdding: false,
  },
  decorators: [withCatalogLocale],
} satisfies Meta<typeof QuickAddSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColoursAndSizes: Story = {};
export const Sizes: Story = { args: { product: oudOilProduct } };
export const Adding: Story = { args: { product: oudOilProduct, isAdding: true } };
export const English: Story = { globals: { locale: 'en' } };
