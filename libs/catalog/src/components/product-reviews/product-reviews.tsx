import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import type { Review } from '@matjar/api-client';
import { emptyStateMessages, useFormatters } from '@matjar/i18n';
import {
  Button,
  Dialog,
  EmptyState,
  Rating,
  ReviewsIllustration,
  Skeleton,
  SkeletonGroup,
  onDemand,
} from '@matjar/ui';
import { AVATAR_SIZE, ReviewContent } from './review-content.js';
import { productReviewsMessages as m } from './messages.js';

/** How many reviews the page shows; the others are in the "Previous reviews" dialog. */
const SHOWN_REVIEWS = 3;
/** The dialog's list of every review loaded, with the windowing library: loaded when needed. */
const previousReviews = onDemand(() =>
  import('./previous-reviews-list.js').then((module) => module.PreviousReviewsList),
);

export interface ProductReviewsProps {
  /** The product's average rating, 0 to 5. */
  rating: number;
  /** How many reviews the product has in all. */
  reviewsCount: number;
  /** The reviews loaded so far, newest first (the first page, then each page "Show more" brings). */
  reviews: readonly Review[];
  /** Whether the server has more reviews than `reviews`. */
  hasMore: boolean;
  /** Called by "Show more reviews" to load the next page. */
  onLoadMore: () => void;
  /** While the next page loads: "Show more reviews" shows it is busy and ignores presses. */
  isLoadingMore: boolean;
  /** While the first page loads: placeholders in the shape of the reviews. */
  isLoading?: boolean;
  className?: string;
}

/**
 * The reviews of a product's page: the average rating and the number of reviews, the three newest
 * reviews, and a "Previous reviews" dialog listing every review loaded so far with "Show more
 * reviews" to load the next page; however many are loaded, only those near the visible part of the
 * dialog are in the page (`VirtualList`). Says so when the product has no reviews yet. Comments are shown
 * in the direction they were written in; dates in Riyadh time.
 *
 * @example
 * const reviews = useProductReviews(productId);
 * <ProductReviews
 *   rating={product.rating}
 *   reviewsCount={product.reviews_count}
 *   reviews={reviews.data?.pages.flatMap((page) => page.data) ?? []}
 *   hasMore={reviews.hasNextPage}
 *   onLoadMore={() => void reviews.fetchNextPage()}
 *   isLoadingMore={reviews.isFetchingNextPage}
 *   isLoading={reviews.isPending}
 * />
 */
export function ProductReviews({
  rating,
  reviewsCount,
  reviews,
  hasMore,
  onLoadMore,
  isLoadingMore,
  isLoading = false,
  className,
}: ProductReviewsProps) {
  const intl = useIntl();
  const format = useFormatters();
  const headingId = useId();
  const state = isLoading ? 'loading' : reviews.length > 0 ? 'filled' : 'empty';
  const hasPreviousReviews = reviews.length > SHOWN_REVIEWS || hasMore;
  useEffect(() => {
    // The dialog's list is fetched once the page has started, so it opens at once.
    if (hasPreviousReviews) void previousReviews.preload();
  }, [hasPreviousReviews]);

  return (
    <section
      className={['catalog-reviews', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      data-state={state}
    >
      <h2 id={headingId} className="catalog-reviews__title">
        {intl.formatMessage(m.title)}
      </h2>
      {state === 'loading' ? (
        <SkeletonGroup className="catalog-reviews__list">
          {Array.from({ length: SHOWN_REVIEWS }, (_, index) => (
            <div key={index} className="catalog-review">
              <div className="catalog-review__header">
                <Skeleton shape="circle" size={`${AVATAR_SIZE / 16}rem`} />
                <Skeleton inlineSize="8rem" />
              </div>
              <Skeleton lines={2} />
            </div>
          ))}
        </SkeletonGroup>
      ) : null}
      {state === 'empty' ? (
        <EmptyState
          className="catalog-empty"
          title={intl.formatMessage(emptyStateMessages.noProductReviews)}
          illustration={<ReviewsIllustration />}
          headingLevel={3}
        />
      ) : null}
      {state === 'filled' ? (
        <>
          <div className="catalog-reviews__summary">
            {/* The rating below reads the average out; this is its large visual form. */}
            <span className="catalog-reviews__average" aria-hidden="true">
              <bdi>
                {format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </bdi>
            </span>
            <Rating value={rating} />
            <span className="catalog-reviews__count">
              {intl.formatMessage(m.count, { count: reviewsCount })}
            </span>
          </div>
          <ReviewList reviews={reviews.slice(0, SHOWN_REVIEWS)} />
          {hasPreviousReviews ? (
            <Dialog
              className="catalog-reviews__dialog"
              title={intl.formatMessage(m.previous)}
              trigger={
                <Button variant="secondary" className="catalog-reviews__previous">
                  {intl.formatMessage(m.previous)}
                </Button>
              }
              footer={
                hasMore ? (
                  <Button variant="secondary" isLoading={isLoadingMore} onClick={onLoadMore}>
                    {intl.formatMessage(m.showMore)}
                  </Button>
                ) : undefined
              }
            >
              <previousReviews.Component reviews={reviews} />
            </Dialog>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="catalog-reviews__list">
      {reviews.map((review) => (
        <li key={review.id} className="catalog-review">
          <ReviewContent review={review} />
        </li>
      ))}
    </ul>
  );
}
