import { defineMessage } from 'react-intl';

/** The words of the banner carousel. */
export const bannerStripMessages = {
  label: defineMessage({ id: 'catalog.banners.label', defaultMessage: 'Featured offers' }),
  slide: defineMessage<{ index: number; count: number }>({
    id: 'catalog.banners.slide',
    defaultMessage: '{index} of {count}',
  }),
  previous: defineMessage({ id: 'catalog.banners.previous', defaultMessage: 'Previous banner' }),
  next: defineMessage({ id: 'catalog.banners.next', defaultMessage: 'Next banner' }),
} as const;
