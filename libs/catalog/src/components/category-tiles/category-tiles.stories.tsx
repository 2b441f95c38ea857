import type { Meta, StoryObj } from '@storybook/react-vite';
import { categoriesFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { CategoryTiles } from './category-tiles.js';

const meta = {
  title: 'catalog/CategoryTiles',
  component: CategoryTiles,
  args: { categories: categoriesFixture },
  decorators: [withCatalogLocale],
  render: (args) => (
    <section aria-labelledby="story-categories">
      <h2 id="story-categories">تسوّق حسب القسم</h2>
      <CategoryTiles {...args} />
    </section>
  ),
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Categories: Story = {};
export const Empty: Story = { args: { categories: [] } };
export const English: Story = { args: { categories: [] }, globals: { locale: 'en' } };
