import { type Ref, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '@matjar/i18n';
import { useNativeRadioGroup } from '../../lib/native-radio-group.js';
import { ratingMessages } from './messages.js';
import { MAX_RATING, STAR_OUTLINE } from './rating.js';

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);
const STAR_OPTIONS = STARS.map((star) => ({ value: String(star) }));

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
 * the browser's own under each drawn star, chosen by pressing a star or with the arrow keys, which
 * follow the reading direction.
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
  const [hoveredStar, setHoveredStar] = useState<number | null>(null);
  const group = useNativeRadioGroup({
    options: STAR_OPTIONS,
    value: value === undefined || value === null ? value : String(value),
    defaultValue: defaultValue === undefined ? undefined : String(defaultValue),
    onChange: (star) => onChange?.(Number(star)),
    name,
    disabled: isDisabled,
  });
  const chosen = group.current === null ? null : Number(group.current);
  const highlighted = hoveredStar ?? chosen ?? 0;
  const classes = ['mj-rating-input', className].filter(Boolean).join(' ');
  return (
    <div
      ref={ref}
      role="radiogroup"
      className={classes}
      data-size={size}
      data-state={chosen === null ? 'empty' : 'rated'}
      aria-label={label ?? intl.formatMessage(ratingMessages.inputLabel)}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      dir={direction}
      onPointerLeave={() => setHoveredStar(null)}
    >
      {STARS.map((star) => (
        <label
          key={star}
          className="mj-rating-input__star"
          data-fill={star <= highlighted ? 'full' : 'empty'}
          data-disabled={isDisabled ? '' : undefined}
          onPointerEnter={() => {
            if (!isDisabled) setHoveredStar(star);
          }}
        >
          <input
            {...group.radioProps({ value: String(star) })}
            className="mj-covering-radio"
            aria-label={intl.formatMessage(ratingMessages.star, { count: star })}
          />
          <StarIcon />
        </label>
      ))}
    </div>
  );
}
