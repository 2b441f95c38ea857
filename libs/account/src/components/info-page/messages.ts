import { defineMessage } from 'react-intl';

/** The words of an information page (about us, terms and conditions, privacy policy). */
export const infoPageMessages = {
  empty: defineMessage({
    id: 'account.infoPage.empty',
    defaultMessage: 'This page has no content yet',
  }),
  loading: defineMessage({
    id: 'account.infoPage.loading',
    defaultMessage: 'Loading the page…',
  }),
} as const;
