import type { Meta, StoryObj } from '@storybook/react-vite';
import { burnerProduct, thobeProduct } from '../product-details-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductFiles } from './product-files.js';

const meta = {
  title: 'catalog/ProductFiles',
  component: ProductFiles,
  args: { files: burnerProduct.files },
  decorators: [withCatalogLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <ProductFiles {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralFiles: Story = {};
export const OneFile: Story = { args: { files: thobeProduct.files } };
export const English: Story = { globals: { locale: 'en' } };
