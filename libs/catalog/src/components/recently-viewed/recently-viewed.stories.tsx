import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Product } from '@matjar/api-client';
import { fn } from 'storybook/test';
import { RECENTLY_VIEWED_KEY } from '../../lib/recently-viewed-store.js';
import { productsFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { RecentlyViewed } from './recently-viewed.js';

/**
 * Stores `products` as this device's recently viewed list before the story renders, so the story
 * looks the same in Storybook and in `composeStories` tests.
 */
function viewedOnThisDevice(products: readonly Product[]): Decorator {
  return (Story) => {
    const viewedAt = Date.parse('2025-05-01T09:00:00Z');
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify(
        products.map((product, index) => ({ ...product, viewed_at: viewedAt - index * 60_000 })),
      ),
    );
    return <Story />;
  };
}

const meta = {
  title: 'catalog/RecentlyViewed',
  component: RecentlyViewed,
  args: { onClear: fn() },
  decorators: [withCatalogLocale, viewedOnThisDevice(productsFixture)],
} satisfies Meta<typeof RecentlyViewed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Viewed: Story = {};
export const OnAProductPage: Story = {
  args: { excludeId: productsFixture[0]?.id },
};
export const OneProduct: Story = {
  decorators: [viewedOnThisDevice(productsFixture.slice(1, 2))],
};
/** Nothing viewed yet: the band renders nothing at all. */
export const NothingViewed: Story = {
  decorators: [viewedOnThisDevice([])],
};
export const English: Story = {
  parameters: { locale: 'en' },
};
