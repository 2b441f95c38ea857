import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoriteButton } from '../favorite-button/favorite-button.js';
import { listProductsFixture } from '../list-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductGrid } from './product-grid.js';

const meta = {
  title: 'catalog/ProductGrid',
  component: ProductGrid,
  args: {
    products: listProductsFixture,
    emptyTitle: 'لا توجد منتجات في هذا القسم بعد',
  },
  decorators: [withCatalogLocale],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {};
export const WithFavoriteButtons: Story = {
  args: {
    favoriteSlot: (product) => (
      <FavoriteButton
        isFavorite={product.is_favorite}
        onToggle={() => undefined}
        productName={product.name}
      />
    ),
  },
};
export const FewProducts: Story = { args: { products: listProductsFixture.slice(0, 2) } };
export const Empty: Story = {
  args: {
    products: [],
    emptyTitle: 'لا توجد نتائج مطابقة لبحثك',
    emptyBody: 'جرّب كلمات أخرى أو قلّل عوامل التصفية.',
  },
};
export const English: Story = {
  args: { products: [], emptyTitle: 'No results match your search' },
  globals: { locale: 'en' },
};
