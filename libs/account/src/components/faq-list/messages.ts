import { defineMessage } from 'react-intl';

/** The words of the frequently asked questions page. */
export const faqListMessages = {
  heading: defineMessage({
    id: 'account.faqList.heading',
    defaultMessage: 'Frequently asked questions',
  }),
} as const;
