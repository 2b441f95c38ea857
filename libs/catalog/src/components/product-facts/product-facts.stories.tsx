import type { Meta, StoryObj } from '@storybook/react-vite';
import { burnerProduct, datesProduct, thobeProduct } from '../product-details-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductFacts } from './product-facts.js';

const meta = {
  title: 'catalog/ProductFacts',
  component: ProductFacts,
  args: { product: datesProduct },
  decorators: [withCatalogLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <ProductFacts {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Food: Story = {};
export const WithWeight: Story = { args: { product: burnerProduct } };
export const WithoutWeight: Story = { args: { product: thobeProduct } };
export const English: Story = { globals: { locale: 'en' } };
