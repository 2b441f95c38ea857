import { defineMessage } from 'react-intl';

/** The words of the page-loading bar. */
export const topProgressBarMessages = {
  label: defineMessage({
    id: 'ui.topProgressBar.label',
    defaultMessage: 'Loading the page',
  }),
} as const;
