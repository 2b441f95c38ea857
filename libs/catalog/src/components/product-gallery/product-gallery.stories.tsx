import type { Meta, StoryObj } from '@storybook/react-vite';
import { burnerProduct, soldOutProduct, thobeProduct } from '../product-details-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductGallery } from './product-gallery.js';

const meta = {
  title: 'catalog/ProductGallery',
  component: ProductGallery,
  args: { images: thobeProduct.images, name: thobeProduct.name, video: null },
  decorators: [withCatalogLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <ProductGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImages: Story = {};
export const Priority: Story = { args: { isPriority: true } };
export const WithVideo: Story = {
  args: { images: burnerProduct.images, name: burnerProduct.name, video: burnerProduct.video },
};
export const SingleImage: Story = {
  args: { images: soldOutProduct.images, name: soldOutProduct.name },
};
export const NoImages: Story = { args: { images: [] } };
export const English: Story = {
  args: { images: burnerProduct.images, name: burnerProduct.name, video: burnerProduct.video },
  parameters: { locale: 'en' },
};
