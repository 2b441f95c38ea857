import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination.js';

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 12,
    hrefFor: (page: number) => (page === 1 ? '/offers' : `/offers?page=${page}`),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fifth of twelve pages, right to left: the previous page's chevron points right. */
export const Arabic: Story = {};

export const English: Story = { globals: { locale: 'en' } };

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 12 } };

/** Three pages: every page is shown, no gap. */
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

/** A list of one page: nothing is drawn. */
export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };

/** A phone: previous and next show only their chevron, and keep their name. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Without `hrefFor`: the page in the query of the list's own address. */
export const PageInTheQuery: Story = {
  args: { hrefFor: undefined, page: 2, pageCount: 4 },
  globals: { locale: 'en' },
};
