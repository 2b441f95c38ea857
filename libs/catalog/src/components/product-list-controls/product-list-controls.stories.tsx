import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ProductListParams } from '../../lib/product-list-params.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductListControls, type ProductListControlsProps } from './product-list-controls.js';

/** Keeps the parameters in the story, as a page keeps them in its URL. */
function StatefulProductListControls({
  params: initial,
  onChange,
  ...props
}: ProductListControlsProps) {
  const [params, setParams] = useState<ProductListParams>(initial);
  return (
    <ProductListControls
      {...props}
      params={params}
      onChange={(next) => {
        setParams(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'catalog/ProductListControls',
  component: ProductListControls,
  args: { params: {}, onChange: fn(), total: 280 },
  decorators: [withCatalogLocale],
  render: (args) => <StatefulProductListControls {...args} />,
} satisfies Meta<typeof ProductListControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilters: Story = {};
export const Filtered: Story = {
  args: {
    params: { sort: 'price_low', discounted: true, min_price: 50, max_price: 300, page: 2 },
    total: 23,
  },
};
export const OneProduct: Story = { args: { params: { discounted: true }, total: 1 } };
export const NoProducts: Story = { args: { params: { min_price: 5000 }, total: 0 } };
export const Updating: Story = { args: { params: { sort: 'recent' }, isPending: true } };
export const CountUnknown: Story = { args: { total: undefined } };
export const English: Story = {
  args: { params: { sort: 'top_rated', discounted: true }, total: 1250 },
  globals: { locale: 'en' },
};
