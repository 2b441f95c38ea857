import { defineMessage } from 'react-intl';

/** The words of a product's reviews. */
export const productReviewsMessages = {
  title: defineMessage({ id: 'catalog.reviews.title', defaultMessage: 'Reviews' }),
  count: defineMessage<{ count: number }>({
    id: 'catalog.reviews.count',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  }),
  previous: defineMessage({ id: 'catalog.reviews.previous', defaultMessage: 'Previous reviews' }),
  showMore: defineMessage({ id: 'catalog.reviews.showMore', defaultMessage: 'Show more reviews' }),
} as const;
