import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '@matjar/ui';
import {
  burnerProduct,
  oudOilProduct,
  soldOutProduct,
  thobeProduct,
} from '../product-details-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductPurchase, type ProductPurchaseProps } from './product-purchase.js';

/** Keeps the variant and the quantity in state so the story can be played with. */
function StatefulProductPurchase({
  variantId: initialVariantId,
  quantity: initialQuantity,
  onVariantChange,
  onQuantityChange,
  ...props
}: ProductPurchaseProps) {
  const [variantId, setVariantId] = useState(initialVariantId);
  const [quantity, setQuantity] = useState(initialQuantity);
  return (
    <ProductPurchase
      {...props}
      variantId={variantId}
      quantity={quantity}
      onVariantChange={(id) => {
        setVariantId(id);
        onVariantChange(id);
      }}
      onQuantityChange={(next) => {
        setQuantity(next);
        onQuantityChange(next);
      }}
    />
  );
}

/** Stand-ins for the favourite and share buttons the app passes. */
const favorite = (
  <button type="button" className="mj-icon-button" aria-label="أضف إلى المفضلة">
    <span aria-hidden="true">♡</span>
  </button>
);
const share = (
  <button type="button" className="mj-icon-button" aria-label="مشاركة المنتج">
    <span aria-hidden="true">⤴</span>
  </button>
);

const meta = {
  title: 'catalog/ProductPurchase',
  component: ProductPurchase,
  args: {
    product: thobeProduct,
    variantId: undefined,
    quantity: 1,
    isAdding: false,
    onVariantChange: fn(),
    onQuantityChange: fn(),
    onAddToCart: fn(),
    favoriteSlot: favorite,
    shareSlot: share,
  },
  decorators: [withCatalogLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '30rem' }}>
      <StatefulProductPurchase {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithVariants: Story = {};
export const VariantChosen: Story = { args: { variantId: 2034, quantity: 2 } };
export const SizesOnly: Story = { args: { product: oudOilProduct } };
export const WithoutVariants: Story = { args: { product: burnerProduct } };
export const AtStockLimit: Story = { args: { product: burnerProduct, quantity: 3 } };
export const Adding: Story = { args: { product: burnerProduct, isAdding: true } };
export const OutOfStock: Story = { args: { product: soldOutProduct } };
/** A stand-in for the app's "Notify me when available" (`StockAlertToggle`). */
const notifyMe = () => <Button size="lg">أعلمني عند التوفر</Button>;
/** White 56, sold out, chosen: the page offers to tell the customer when it is back. */
export const SoldOutSizeChosen: Story = { args: { variantId: 2013, outOfStockSlot: notifyMe } };
export const WithoutSlots: Story = {
  args: { product: burnerProduct, favoriteSlot: undefined, shareSlot: undefined },
};
export const English: Story = {
  args: {
    variantId: 2012,
    favoriteSlot: (
      <button type="button" className="mj-icon-button" aria-label="Add to favorites">
        <span aria-hidden="true">♡</span>
      </button>
    ),
    shareSlot: undefined,
  },
  globals: { locale: 'en' },
};
