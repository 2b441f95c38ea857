import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { moreReviewsFixture, reviewsFixture } from '../product-details-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProductReviews, type ProductReviewsProps } from './product-reviews.js';

/** Loads the next page of reviews after a moment when "Show more reviews" is pressed. */
function LoadingProductReviews({ onLoadMore, ...props }: ProductReviewsProps) {
  const [reviews, setReviews] = useState(props.reviews);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  return (
    <ProductReviews
      {...props}
      reviews={reviews}
      hasMore={reviews.length < props.reviewsCount}
      isLoadingMore={isLoadingMore}
      onLoadMore={() => {
        onLoadMore();
        setIsLoadingMore(true);
        setTimeout(() => {
          setReviews((current) => [...current, ...moreReviewsFixture]);
          setIsLoadingMore(false);
        }, 800);
      }}
    />
  );
}

const meta = {
  title: 'catalog/ProductReviews',
  component: ProductReviews,
  args: {
    rating: 4.5,
    reviewsCount: 7,
    reviews: reviewsFixture,
    hasMore: true,
    onLoadMore: fn(),
    isLoadingMore: false,
  },
  decorators: [withCatalogLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <ProductReviews {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviews: Story = {};
export const AllLoaded: Story = {
  args: { reviews: [...reviewsFixture, ...moreReviewsFixture], hasMore: false },
};
export const FewReviews: Story = {
  args: { rating: 4.5, reviewsCount: 2, reviews: reviewsFixture.slice(0, 2), hasMore: false },
};
export const LoadsMore: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <LoadingProductReviews {...args} />
    </div>
  ),
};
export const Empty: Story = { args: { rating: 0, reviewsCount: 0, reviews: [], hasMore: false } };
export const Loading: Story = { args: { reviews: [], isLoading: true } };
export const English: Story = { globals: { locale: 'en' } };

/** Five thousand reviews loaded: the dialog keeps only those near its visible part in the page. */
export const FiveThousandLoaded: Story = {
  args: {
    reviewsCount: 5000,
    hasMore: false,
    reviews: Array.from({ length: 5000 }, (_, index) => ({
      ...reviewsFixture[index % reviewsFixture.length]!,
      id: index + 1,
    })),
  },
};
