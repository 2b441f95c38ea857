import type { Review } from '@matjar/api-client';
import { VirtualList } from '@matjar/ui';
import { ReviewContent } from './review-content.js';

/** A review's usual height in pixels in the dialog, until it is measured. */
const REVIEW_ROW_SIZE = 107;

export interface PreviousReviewsListProps {
  reviews: readonly Review[];
}

/**
 * Every review loaded, in the "Previous reviews" dialog: only the rows near the visible part of the
 * dialog are in the page. Loaded with its own chunk (the windowing library with it) when the
 * product page has previous reviews to show, after the page has started.
 */
export function PreviousReviewsList({ reviews }: PreviousReviewsListProps) {
  return (
    <VirtualList
      className="catalog-reviews__list"
      items={reviews}
      itemKey={(review) => review.id}
      estimateSize={REVIEW_ROW_SIZE}
      scroller="nearest"
      itemProps={() => ({ className: 'catalog-review' })}
      renderItem={(review) => <ReviewContent review={review} />}
    />
  );
}
