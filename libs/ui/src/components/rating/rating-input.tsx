import * as RadioGroup from '@radix-ui/react-radio-group';
import { type Ref, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '@matjar/i18n';
import { ratingMessages } from './messages.js';
import { MAX_RATING, STAR_OUTLINE } from './rating.js';

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

function StarIcon() {
  return (
    <svg className="mj-rating__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={`M12 2.6${STAR_OUTLINE}`} />
    </svg>
  );
}

export interface RatingInputProps {
  /** The chosen rating (1 to 5), or `null` for none yet. Pass it with `onChange` to control the input. */
  value?: number | null;
  /** The rating chosen at first when the input manages its own state. */
  defaultValue?: number;
  /** Called with the rating the user chooses. */
  onChange?: (value: number) => void;
  /** Names the group of stars. Default "Your rating". */
  label?: string;
  /** The name the rating is submitted under in a form. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Default `lg`. */
  size?: 'md' | 'lg';
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Lets the user rate from one to five stars: a group of five radio buttons ("1 star" … "5 stars"),
 * chosen by pressing a star or with the arrow keys, which follow the reading direction.
 *
 * @example
 * <RatingInput value={rating} onChange={setRating} />
 */
export function RatingInput({
  value,
  defaultValue,
  onChange,
  label,
  name,
  isRequired = false,
  isDisabled = false,
  size = 'lg',
  className,
  ref,
}: RatingInputProps) {
  const intl = useIntl();
  const direction = useDirection();
  const [ownValue, setOwnValue] = useState<number | null>(defaultValue ?? null);
  const [hoveredStar, setHoveredStar] = useState<number | null>(null);
  const chosen = value === undefined ? ownValue : value;
  const highlighted = hoveredStar ?? chosen ?? 0;
  const classes = ['mj-rating-input', className].filter(Boolean).join(' ');
  return (
    <RadioGroup.Root
      ref={ref}
      className={classes}
      data-size={size}
      data-state={chosen === null ? 'empty' : 'rated'}
      aria-label={label ?? intl.formatMessage(ratingMessages.inputLabel)}
      dir={direction}
      orientation="horizontal"
      name={name}
      required={isRequired}
      disabled={isDisabled}
      value={chosen === null ? null : String(chosen)}
      onValueChange={(next) => {
        const rating = Number(next);
        if (value === undefined) setOwnValue(rating);
        onChange?.(rating);
      }}
      onPointerLeave={() => setHoveredStar(null)}
    >
      {STARS.map((star) => (
        <RadioGroup.Item
          key={star}
          value={String(star)}
          className="mj-rating-input__star"
          aria-label={intl.formatMessage(ratingMessages.star, { count: star })}
          data-fill={star <= highlighted ? 'full' : 'empty'}
          onPointerEnter={() => {
            if (!isDisabled) setHoveredStar(star);
          }}
        >
          <StarIcon />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
