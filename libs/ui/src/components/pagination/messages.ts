import { defineMessage } from 'react-intl';

/** The words of the pagination of lists. */
export const paginationMessages = {
  label: defineMessage({
    id: 'ui.pagination.label',
    defaultMessage: 'Pagination',
    description: 'Name of the navigation between the pages of a list',
  }),
  previous: defineMessage({
    id: 'ui.pagination.previous',
    defaultMessage: 'Previous',
    description: 'Link to the previous page of a list',
  }),
  next: defineMessage({
    id: 'ui.pagination.next',
    defaultMessage: 'Next',
    description: 'Link to the next page of a list',
  }),
  page: defineMessage<{ page: string }>({
    id: 'ui.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Name of a page number of a list, e.g. "Page 3"',
  }),
} as const;
