import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ShopSuggestions } from './shop-suggestions.js';

const meta = {
  title: 'catalog/ShopSuggestions',
  component: ShopSuggestions,
  args: { home: homeFixture, idPrefix: 'story' },
  decorators: [withCatalogLocale],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShopSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {};
export const English: Story = { globals: { locale: 'en' } };
/** A store without categories suggests its best sellers alone. */
export const OnlyBestSellers: Story = { args: { home: { ...homeFixture, categories: [] } } };
