import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Product, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { SearchIllustration } from '@matjar/ui';
import { fn } from 'storybook/test';
import { productsFixture } from '../fixtures.js';
import { withCatalogLocale, withShopping } from '../story-decorators.js';
import { ProductListScreen } from './product-list-screen.js';

const isDiscounted = (product: Product) => product.price_before_discount > product.price;

/**
 * A category's products as the store gives them: `products` on page 1 of `lastPage`, and only
 * the discounted ones when `discounted=1` is asked.
 */
const categoryAnswers = (products: readonly Product[], lastPage = 1) => [
  answerCall(STORY_API_URL, calls.catalog.categoryProducts, ({ request }) => {
    const asked = new URL(request.url).searchParams;
    const listed = asked.get('discounted') === '1' ? products.filter(isDiscounted) : products;
    return success({
      data: [...listed],
      pagination: {
        total: listed.length * lastPage,
        per_page: 24,
        current_page: Number(asked.get('page') ?? 1),
        last_page: lastPage,
      },
    });
  }),
  answerCall(
    STORY_API_URL,
    calls.catalog.favorites,
    success({ data: [], pagination: { total: 0, per_page: 10, current_page: 1, last_page: 1 } }),
  ),
];

const meta = {
  title: 'catalog/ProductListScreen',
  component: ProductListScreen,
  decorators: [withShopping, withCustomerStore, withCatalogLocale],
  args: {
    source: { kind: 'category', id: 1 },
    hasControls: true,
    searchParams: new URLSearchParams(),
    onSearchParamsChange: fn(),
    emptyTitle: 'لا توجد منتجات في هذا القسم بعد',
    filteredEmptyTitle: 'لا توجد منتجات تطابق التصفية',
    emptyIllustration: <SearchIllustration />,
  },
  parameters: { customerStore: { answers: categoryAnswers(productsFixture, 3) } },
} satisfies Meta<typeof ProductListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's first page: the sort and filters (a sidebar on a wide screen), the grid, pages. */
export const List: Story = {};

export const English: Story = {
  globals: { locale: 'en' },
  args: { emptyTitle: 'No products here yet', filteredEmptyTitle: 'No products match' },
};

/** Search results: the search word stays in every page's link. */
export const SearchResultsPage2: Story = {
  args: { searchParams: new URLSearchParams('q=تمر&page=2') },
};

/** "Discounted only" is being applied: the switch already shows it, the grid is dimmed. */
export const Changing: Story = { args: { shownSearchParams: new URLSearchParams('discounted=1') } };

/** The filters hide every product: the filtered empty state, the controls kept to undo it. */
export const FilteredToNothing: Story = {
  args: { searchParams: new URLSearchParams('discounted=1') },
  parameters: {
    customerStore: {
      answers: categoryAnswers(productsFixture.filter((product) => !isDiscounted(product))),
    },
  },
};

/** Nothing to list: no controls, and where to go instead. */
export const Empty: Story = {
  args: { whenEmpty: <p>تصفح الأقسام الأخرى</p> },
  parameters: { customerStore: { answers: categoryAnswers([]) } },
};

/** A list without sorting or filters (a store's products): the grid and its pages only. */
export const WithoutControls: Story = { args: { hasControls: false } };

/** The list is on its way: the grid's skeleton. */
export const Loading: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.catalog.categoryProducts, never)],
    },
  },
};

/** The store failed to give the list: a retry. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(
          STORY_API_URL,
          calls.catalog.categoryProducts,
          refusal('Server error', 'exception'),
        ),
      ],
    },
  },
};
