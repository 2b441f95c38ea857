import { defineMessage } from 'react-intl';

/** The words of the pagination of product lists. */
export const listPaginationMessages = {
  label: defineMessage({ id: 'catalog.pagination.label', defaultMessage: 'Pagination' }),
  previous: defineMessage({ id: 'catalog.pagination.previous', defaultMessage: 'Previous' }),
  next: defineMessage({ id: 'catalog.pagination.next', defaultMessage: 'Next' }),
  page: defineMessage<{ page: string }>({
    id: 'catalog.pagination.page',
    defaultMessage: 'Page {page}',
  }),
} as const;
