import type { Meta, StoryObj } from '@storybook/react-vite';
import { paginationFixtures } from '../list-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ListPagination } from './list-pagination.js';

const meta = {
  title: 'catalog/ListPagination',
  component: ListPagination,
  args: {
    pagination: paginationFixtures.middle,
    hrefFor: (page: number) => (page === 1 ? '/offers' : `/offers?page=${page}`),
  },
  decorators: [withCatalogLocale],
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {};
export const FirstPage: Story = { args: { pagination: paginationFixtures.first } };
export const LastPage: Story = { args: { pagination: paginationFixtures.last } };
export const FewPages: Story = { args: { pagination: paginationFixtures.short } };
export const SinglePage: Story = { args: { pagination: paginationFixtures.single } };
export const English: Story = { globals: { locale: 'en' } };
