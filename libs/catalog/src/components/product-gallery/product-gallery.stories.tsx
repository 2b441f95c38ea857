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

/** A photo that is not square, as a store may upload it: shown whole, centred, never cropped. */
function oddPhoto(width: number, height: number, background: string, symbol: string): string {
  const size = Math.round(Math.min(width, height) * 0.5);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<rect x="4" y="4" width="${width - 8}" height="${height - 8}" fill="none" stroke="#7b341e" stroke-width="8"/>` +
    `<text x="50%" y="54%" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${symbol}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const oddShapes = [oddPhoto(600, 1200, '#f3e6d3', '🧥'), oddPhoto(1600, 600, '#e3eef8', '🛋️')];

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
  globals: { locale: 'en' },
};
export const TallAndWidePhotos: Story = { args: { images: oddShapes } };
export const TallAndWidePhotosEnglish: Story = {
  args: { images: oddShapes },
  globals: { locale: 'en' },
};
