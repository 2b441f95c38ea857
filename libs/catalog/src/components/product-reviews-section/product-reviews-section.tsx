import { ErrorState } from '@matjar/ui';
import { useProductReviews } from '../../hooks/use-catalog.js';
import { ProductReviews } from '../product-reviews/product-reviews.js';

export interface ProductReviewsSectionProps {
  productId: number;
  /** The product's average rating and how many reviews it has. */
  rating: number;
  reviewsCount: number;
}

/**
 * A product's reviews from the store: the first page (from the server render's cache when there is
 * one) and the previous ones a page at a time in the "previous reviews" dialog.
 */
export function ProductReviewsSection({
  productId,
  rating,
  reviewsCount,
}: ProductReviewsSectionProps) {
  const reviews = useProductReviews(productId);
  if (reviews.isError && !reviews.data) {
    return <ErrorState onRetry={() => void reviews.refetch()} />;
  }
  return (
    <ProductReviews
      rating={rating}
      reviewsCount={reviewsCount}
      reviews={reviews.data?.pages.flatMap((page) => page.data) ?? []}
      hasMore={reviews.hasNextPage}
      onLoadMore={() => void reviews.fetchNextPage()}
      isLoadingMore={reviews.isFetchingNextPage}
      isLoading={reviews.isPending}
    />
  );
}
