import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Review } from '@matjar/api-client';
import { emptyStateMessages, useFormatters } from '@matjar/i18n';
import {
  Button,
  Dialog,
  EmptyState,
  Rating,
  Skeleton,
  SkeletonGroup,
  VirtualList,
} from '@matjar/ui';
import { productReviewsMessages as m } from './messages.js';

/** How many reviews the page shows; the others are in the "Previous reviews" dialog. */
const SHOWN_REVIEWS = 3;
/** The intrinsic size of a reviewer's picture, reserved before it loads. */
const AVATAR_SIZE = 40;
/** A review's usual height in pixels in the dialog, until it is measured. */
const REVIEW_ROW_SIZE = 107;

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
              <VirtualList
                className="catalog-reviews__list"
                items={reviews}
                itemKey={(review) => review.id}
                estimateSize={REVIEW_ROW_SIZE}
                scroller="nearest"
                itemProps={() => ({ className: 'catalog-review' })}
                renderItem={(review) => <ReviewContent review={review} />}
              />
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

/** What a review says: who, when, how many stars, and the comment. */
function ReviewContent({ review }: { review: Review }) {
  const format = useFormatters();
  const initial = Array.from(review.user.name.trim())[0]?.toLocaleUpperCase() ?? '';
  return (
    <>
      <div className="catalog-review__header">
        {review.user.image ? (
          <img
            className="catalog-review__avatar"
            src={review.user.image}
            alt=""
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="catalog-review__avatar" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="catalog-review__meta">
          <h3 className="catalog-review__name">
            {/* Isolated: the reviewer may write it in the other script. */}
            <bdi>{review.user.name}</bdi>
          </h3>
          <time className="catalog-review__date" dateTime={review.created_at}>
            {format.date(review.created_at)}
          </time>
        </div>
        <Rating className="catalog-review__rating" value={review.rating} size="sm" />
      </div>
      {review.comment.trim() ? (
        <p className="catalog-review__comment" dir="auto">
          {review.comment}
        </p>
      ) : null}
    </>
  );
}
