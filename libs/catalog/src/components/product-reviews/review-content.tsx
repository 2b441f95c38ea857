import type { Review } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { Rating } from '@matjar/ui';

/** The intrinsic size of a reviewer's picture, reserved before it loads. */
export const AVATAR_SIZE = 40;

/** What a review says: who, when, how many stars, and the comment. */
export function ReviewContent({ review }: { review: Review }) {
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
