import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type Review, createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import { moreReviewsFixture, reviewsFixture, thobeProduct } from '../product-details-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductReviewsSection } from './product-reviews-section.js';

/** What the fake store holds: the product's reviews, or a store that never answers or fails. */
type FakeReviews = readonly Review[] | 'never' | 'fails';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/**
 * A `fetch` answering like the store: a product's reviews a page at a time (as `page` and
 * `per_page` ask), after a moment. Never the network.
 */
function fakeStoreFetch(reviews: FakeReviews): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (!/\/products\/\d+\/reviews$/.test(url.pathname)) return new Response(null, { status: 404 });
    if (reviews === 'never') return new Promise<Response>(() => undefined);
    if (reviews === 'fails') throw new TypeError('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    return json({
      key: 'success',
      msg: '',
      data: {
        data: reviews.slice((page - 1) * perPage, page * perPage),
        pagination: {
          total: reviews.length,
          per_page: perPage,
          current_page: page,
          last_page: Math.max(1, Math.ceil(reviews.length / perPage)),
        },
      },
    });
  };
}

/** The app's query cache and an API client whose `fetch` is the fake store. */
function FakeStore({ reviews, children }: { reviews: FakeReviews; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [api] = useState(() =>
    createApiClient({
      baseUrl: 'https://store.invalid/api/',
      getToken: () => null,
      retries: 0,
      // A store that never answers keeps the section loading (instead of failing after 15 s).
      readTimeout: reviews === 'never' ? 2_147_483_647 : 15_000,
      fetch: fakeStoreFetch(reviews),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

const withStore =
  (reviews: FakeReviews): Decorator =>
  (Story) => (
    <FakeStore reviews={reviews}>
      <Story />
    </FakeStore>
  );

const allReviews = [...reviewsFixture, ...moreReviewsFixture];
/** Twenty-five reviews: "Show more reviews" in the dialog asks the store for the next page. */
const manyReviews: Review[] = Array.from({ length: 25 }, (_, index) => ({
  ...allReviews[index % allReviews.length]!,
  id: index + 1,
}));

const meta = {
  title: 'catalog/ProductReviewsSection',
  component: ProductReviewsSection,
  args: { productId: thobeProduct.id, rating: 4.5, reviewsCount: allReviews.length },
  decorators: [withCatalogLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <ProductReviewsSection {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's reviews: the three newest on the page, every one in "Previous reviews". */
export const WithReviews: Story = { decorators: [withStore(allReviews)] };
/** More reviews than the first page: the dialog's "Show more reviews" loads the next ones. */
export const ManyReviews: Story = {
  args: { reviewsCount: manyReviews.length },
  decorators: [withStore(manyReviews)],
};
/** The product has no reviews yet. */
export const NoReviews: Story = {
  args: { rating: 0, reviewsCount: 0 },
  decorators: [withStore([])],
};
/** The first page is on its way: placeholders in the shape of the reviews. */
export const Loading: Story = { decorators: [withStore('never')] };
/** The store could not be reached: the error, with "Try again". */
export const Failed: Story = { decorators: [withStore('fails')] };
export const English: Story = {
  decorators: [withStore(allReviews)],
  globals: { locale: 'en' },
};
