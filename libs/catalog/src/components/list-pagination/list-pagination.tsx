import { useIntl } from 'react-intl';
import type { Pagination } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { Link } from '@matjar/ui';
import { listPaginationMessages as m } from './messages.js';

export interface ListPaginationProps {
  /** The pagination of the list's current page, as the list call answers it. */
  pagination: Pagination;
  /** The URL of a page of the same list (keeping its sort and filters). */
  hrefFor: (page: number) => string;
}

/** A page number to link to, or a gap standing for the pages left out. */
type PageItem = number | 'gap';

/**
 * The pages to show: the first, the last, and the current one with its neighbours, with a gap
 * where pages are left out. A gap would hide a single page, so that page is shown instead.
 */
export function pageItems(current: number, last: number): PageItem[] {
  const pages = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

/**
 * The pages of a product list as links (previous, numbers, next), so they work before the page's
 * script loads and search engines follow them. Long ranges show the first and last pages and the
 * current one with its neighbours. Renders nothing for a list of one page.
 *
 * @example
 * <ListPagination
 *   pagination={page.pagination}
 *   hrefFor={(n) => `?${productListSearch(withParams(params, { page: n }))}`}
 * />
 */
export function ListPagination({ pagination, hrefFor }: ListPaginationProps) {
  const intl = useIntl();
  const format = useFormatters();
  const last = pagination.last_page;
  if (last <= 1) return null;
  const current = Math.min(Math.max(pagination.current_page, 1), last);
  return (
    <nav className="catalog-pagination" aria-label={intl.formatMessage(m.label)}>
      <ul className="catalog-pagination__list">
        {current > 1 ? (
          <li className="catalog-pagination__direction" data-direction="previous">
            <Link to={hrefFor(current - 1)} className="catalog-pagination__link" prefetch="intent">
              <ChevronIcon direction="previous" />
              <span className="catalog-pagination__direction-text">
                {intl.formatMessage(m.previous)}
              </span>
            </Link>
          </li>
        ) : null}
        {pageItems(current, last).map((item, index) => {
          if (item === 'gap') {
            return (
              <li key={`gap-${index}`} className="catalog-pagination__gap" aria-hidden="true">
                …
              </li>
            );
          }
          const label = intl.formatMessage(m.page, { page: format.number(item) });
          return (
            <li key={item}>
              {item === current ? (
                <span className="catalog-pagination__link" data-state="current" aria-current="page">
                  <span className="mj-visually-hidden">{label}</span>
                  <span aria-hidden="true">{format.number(item)}</span>
                </span>
              ) : (
                <Link to={hrefFor(item)} className="catalog-pagination__link" aria-label={label}>
                  {format.number(item)}
                </Link>
              )}
            </li>
          );
        })}
        {current < last ? (
          <li className="catalog-pagination__direction" data-direction="next">
            <Link to={hrefFor(current + 1)} className="catalog-pagination__link" prefetch="intent">
              <span className="catalog-pagination__direction-text">
                {intl.formatMessage(m.next)}
              </span>
              <ChevronIcon direction="next" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A chevron pointing back or forward in English; the stylesheet mirrors it in Arabic. */
function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className="catalog-pagination__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}
