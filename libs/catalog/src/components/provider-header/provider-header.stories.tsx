import type { Meta, StoryObj } from '@storybook/react-vite';
import { newProviderDetailsFixture, providerDetailsFixture } from '../list-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProviderHeader } from './provider-header.js';

const meta = {
  title: 'catalog/ProviderHeader',
  component: ProviderHeader,
  args: { provider: providerDetailsFixture, productsHref: '/providers/2/products' },
  decorators: [withCatalogLocale],
} satisfies Meta<typeof ProviderHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RatedStore: Story = {};
export const NewStore: Story = { args: { provider: newProviderDetailsFixture } };
export const WithoutProductsLink: Story = { args: { productsHref: undefined } };
export const English: Story = {
  args: {
    provider: { ...providerDetailsFixture, name: 'Qassim Dates', city: 'Buraydah' },
  },
  globals: { locale: 'en' },
};
