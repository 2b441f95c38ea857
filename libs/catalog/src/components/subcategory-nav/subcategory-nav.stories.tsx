import type { Meta, StoryObj } from '@storybook/react-vite';
import { subcategoriesFixture } from '../list-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { SubcategoryNav } from './subcategory-nav.js';

const meta = {
  title: 'catalog/SubcategoryNav',
  component: SubcategoryNav,
  args: {
    subcategories: subcategoriesFixture,
    hrefFor: (id: number | undefined) =>
      id === undefined ? '/categories/1' : `/categories/1?sub=${id}`,
  },
  decorators: [withCatalogLocale],
} satisfies Meta<typeof SubcategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const SubcategorySelected: Story = { args: { selectedId: 13 } };
export const NoSubcategories: Story = { args: { subcategories: [] } };
export const English: Story = {
  args: {
    subcategories: [
      { id: 11, name: 'Coffee and tea' },
      { id: 12, name: 'Dates' },
    ],
    selectedId: 12,
  },
  globals: { locale: 'en' },
};
