import { defineMessage } from 'react-intl';

/** The words of star ratings. */
export const ratingMessages = {
  label: defineMessage<{ value: string }>({
    id: 'ui.rating.label',
    defaultMessage: 'Rated {value} out of 5',
  }),
  labelWithCount: defineMessage<{ value: string; count: number }>({
    id: 'ui.rating.labelWithCount',
    defaultMessage: 'Rated {value} out of 5 from {count, plural, one {# rating} other {# ratings}}',
  }),
  count: defineMessage<{ count: string }>({
    id: 'ui.rating.count',
    defaultMessage: '({count})',
  }),
  inputLabel: defineMessage({
    id: 'ui.rating.inputLabel',
    defaultMessage: 'Your rating',
  }),
  star: defineMessage<{ count: number }>({
    id: 'ui.rating.star',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
  }),
} as const;
