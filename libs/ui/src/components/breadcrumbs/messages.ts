import { defineMessage } from 'react-intl';

/** The words of the breadcrumbs. */
export const breadcrumbsMessages = {
  label: defineMessage({
    id: 'ui.breadcrumbs.label',
    defaultMessage: 'You are here',
    description: 'Name of the trail from the top of the site to the page shown',
  }),
} as const;
