import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { FavoriteButton } from '../favorite-button/favorite-button.js';
import {
  discountedProduct,
  outOfStockProduct,
  regularProduct,
  unratedProduct,
} from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductCardActionsProvider } from './product-card-actions.js';
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
const favoriteSlot = (
  <FavoriteButton
    isFavorite={false}
    onToggle={() => undefined}
    productName={discountedProduct.name}
  />
);

/** The app's quick add, as every card of the storefront has it. */
const withQuickAdd = (Story: () => ReactNode) => (
  <ProductCardActionsProvider actions={{ onQuickAdd: () => undefined }}>
    <Story />
  </ProductCardActionsProvider>
);

export const WithFavoriteAndQuickAdd: Story = {
  args: { actionSlot: favoriteSlot },
  decorators: [withQuickAdd],
};
export const QuickAddPending: Story = {
  args: { product: regularProduct },
  decorators: [
    (Story) => (
      <ProductCardActionsProvider
        actions={{ onQuickAdd: () => undefined, isQuickAdding: () => true }}
      >
        <Story />
      </ProductCardActionsProvider>
    ),
  ],
};
export const OutOfStockWithQuickAdd: Story = {
  args: { product: outOfStockProduct },
  decorators: [withQuickAdd],
};
export const EnglishWithFavoriteAndQuickAdd: Story = {
  args: { actionSlot: favoriteSlot },
  decorators: [withQuickAdd],
  globals: { locale: 'en' },
};
export const English: Story = {
  args: { product: outOfStockProduct },
  globals: { locale: 'en' },
};
