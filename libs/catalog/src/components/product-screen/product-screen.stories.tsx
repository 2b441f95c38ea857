import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ProductDetails, type Review, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { fn } from 'storybook/test';
import { productsFixture } from '../fixtures.js';
import { reviewsFixture, soldOutProduct, thobeProduct } from '../product-details-fixtures.js';
import { withCatalogLocale, withShopping } from '../story-decorators.js';
import { ProductScreen } from './product-screen.js';
import { ProductScreenSkeleton } from './product-screen-skeleton.js';

const pageOf = <T,>(items: readonly T[]) => ({
  data: [...items],
  pagination: { total: items.length, per_page: 10, current_page: 1, last_page: 1 },
});

/** The store's answers for `product`'s page: the product, its reviews and similar products. */
const answersFor = (product: ProductDetails, reviews: readonly Review[] = reviewsFixture) => [
  answerCall(STORY_API_URL, calls.catalog.product, success(product)),
  answerCall(STORY_API_URL, calls.catalog.productReviews, success(pageOf(reviews))),
  answerCall(STORY_API_URL, calls.catalog.relatedProducts, success(productsFixture.slice(0, 6))),
  answerCall(STORY_API_URL, calls.catalog.favorites, success(pageOf([]))),
  answerCall(STORY_API_URL, calls.catalog.stockAlerts, success([])),
];

const meta = {
  title: 'catalog/ProductScreen',
  component: ProductScreen,
  decorators: [withShopping, withCustomerStore, withCatalogLocale],
  args: { id: thobeProduct.id, onAddToCart: fn(), isAdding: false },
  parameters: { customerStore: { answers: answersFor(thobeProduct) } },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A thobe in colours and sizes: gallery, purchase box, facts, reviews and similar products. */
export const Product: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** Opened from a stock alert's link: the navy 58 chosen. */
export const OpenedOnAVariant: Story = { args: { initialVariantId: 2034 } };

/** "Add to cart" pressed: the button waits for the cart. */
export const Adding: Story = { args: { initialVariantId: 2011, isAdding: true } };

/** Nothing left: the page offers to be told when it is back. */
export const SoldOut: Story = {
  args: { id: soldOutProduct.id },
  parameters: { customerStore: { answers: answersFor(soldOutProduct, []) } },
};

/** The product is on its way: the page's skeleton. */
export const Loading: Story = {
  parameters: {
    customerStore: { answers: [answerCall(STORY_API_URL, calls.catalog.product, never)] },
  },
};

/** The store failed to give the product: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.catalog.product, refusal('Server error', 'exception')),
      ],
    },
  },
};

/** The skeleton alone, as an app's navigation draws it before the page's code and data come. */
export const Skeleton: Story = { render: () => <ProductScreenSkeleton /> };
