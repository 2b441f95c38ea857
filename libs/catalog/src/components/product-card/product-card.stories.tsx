import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoriteButton } from '../favorite-button/favorite-button.js';
import {
  discountedProduct,
  outOfStockProduct,
  regularProduct,
  unratedProduct,
} from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductCard } from './product-card.js';

const meta = {
  title: 'catalog/ProductCard',
  component: ProductCard,
  args: { product: discountedProduct },
  decorators: [withCatalogLocale],
  render: (args) => (
    <div style={{ inlineSize: '13rem' }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {};
export const Regular: Story = { args: { product: regularProduct } };
export const OutOfStock: Story = { args: { product: outOfStockProduct } };
export const NotRatedYet: Story = { args: { product: unratedProduct } };
export const Priority: Story = { args: { isPriority: true } };
export const WithFavoriteButton: Story = {
  args: {
    actionSlot: (
      <FavoriteButton
        isFavorite={false}
        onToggle={() => undefined}
        productName={discountedProduct.name}
      />
    ),
  },
};
export const English: Story = {
  args: { product: outOfStockProduct },
  parameters: { locale: 'en' },
};
