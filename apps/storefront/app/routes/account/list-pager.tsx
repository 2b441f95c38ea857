import type { Pagination } from '@matjar/api-client';
import { ListPagination } from '@matjar/catalog';

/** Numbered pages of an account list, held in `?page=` like the catalog's lists. */
export function ListPager({ pagination }: { pagination: Pagination }) {
  return (
    <ListPagination
      pagination={pagination}
      hrefFor={(page) => (page > 1 ? `?page=${page}` : '?')}
    />
  );
}
