import type { Meta, StoryObj } from '@storybook/react-vite';
import { productsFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductRail } from './product-rail.js';

const meta = {
  title: 'catalog/ProductRail',
  component: ProductRail,
  args: {
    headingId: 'story-rail',
    title: 'الأكثر مبيعًا',
    products: productsFixture,
    seeAllHref: '/most-selling',
    emptyMessage: 'لا توجد منتجات بعد',
  },
  decorators: [withCatalogLocale],
} satisfies Meta<typeof ProductRail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProducts: Story = {};
export const WithoutSeeAll: Story = { args: { seeAllHref: undefined, title: 'منتجات مشابهة' } };
export const Priority: Story = { args: { isPriority: true, title: 'العروض' } };
export const Empty: Story = {
  args: { products: [], title: 'العروض', emptyMessage: 'لا توجد عروض حاليًا' },
};
export const English: Story = {
  args: { title: 'Best sellers', emptyMessage: 'No products yet' },
  globals: { locale: 'en' },
};
