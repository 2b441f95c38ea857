import type { HTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { useFormatters } from '@matjar/i18n';
import { ratingMessages } from './messages.js';

/** The most stars a rating has. */
export const MAX_RATING = 5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface RatingProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The average rating, from 0 to 5; fractions fill part of a star. */
  value: number;
  /** How many ratings the average is made of, shown as "(120)". */
  count?: number;
  /** Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A read-only star rating, with part of a star filled for fractions (4.5 shows four and a half
 * stars, filled from the side where lines start). Assistive technology hears "Rated 4.5 out of 5".
 *
 * @example
 * <Rating value={product.rating} count={product.ratingsCount} size="sm" />
 */
export function Rating({ value, count, size = 'md', className, ref, ...rest }: RatingProps) {
  const intl = useIntl();
  const format = useFormatters();
  const rating = clamp(value, 0, MAX_RATING);
  const shownValue = format.number(rating, { maximumFractionDigits: 1 });
  const label =
    count === undefined
      ? intl.formatMessage(ratingMessages.label, { value: shownValue })
      : intl.formatMessage(ratingMessages.labelWithCount, { value: shownValue, count });
  const classes = ['mj-rating', className].filter(Boolean).join(' ');
  return (
    <span {...rest} ref={ref} role="img" aria-label={label} className={classes} data-size={size}>
      {/* The stars are drawn by the stylesheet (one mask for every rating on the page). */}
      <span className="mj-rating__stars">
        {rating > 0 ? (
          // Filled from the inline start: the left of the stars in English, their right in Arabic.
          <span className="mj-rating__stars-fill" style={{ inlineSize: filledShare(rating) }} />
        ) : null}
      </span>
      {count === undefined ? null : (
        <span className="mj-rating__count">
          {intl.formatMessage(ratingMessages.count, { count: format.number(count) })}
        </span>
      )}
    </span>
  );
}

/** One star, 24 units wide, drawn from its top point (12, 2.6) in relative steps. */
export const STAR_OUTLINE =
  'l2.85 6 6.55.8-4.83 4.55 1.25 6.55-5.82-3.2-5.82 3.2 1.25-6.55-4.83-4.55 6.55-.8z';
const STAR_UNITS = 24;
/** A star and the space after it (the row in rating.css is drawn with the same steps). */
const STAR_PITCH = 27;
const STARS_UNITS = STAR_PITCH * (MAX_RATING - 1) + STAR_UNITS;

/** The share of the row of stars a rating fills: whole stars with their spaces, then part of one. */
function filledShare(rating: number): string {
  const whole = Math.floor(rating);
  const units = whole * STAR_PITCH + (rating - whole) * STAR_UNITS;
  return `${Math.min(100, (units / STARS_UNITS) * 100).toFixed(2)}%`;
}
