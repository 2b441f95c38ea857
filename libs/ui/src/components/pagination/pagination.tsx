import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { type Direction, useDirection, useFormatters } from '@matjar/i18n';
import { Link } from '../link/link.js';
import { paginationMessages as m } from './messages.js';

export interface PaginationProps {
  /** The page shown, counted from 1 (kept within 1…`pageCount`). */
  page: number;
  /** How many pages the list has: nothing is drawn for one page or none. */
  pageCount: number;
  /**
   * The address of a page of the same list, keeping its sort and filters. By default the page in
   * the query (`?page=3`), and `?` for the first page, the list's own address.
   */
  hrefFor?: (page: number) => string;
  className?: string;
  ref?: Ref<HTMLElement>;
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

const pageInQuery = (page: number) => (page > 1 ? `?page=${page}` : '?');

/**
 * The pages of a list as links (previous, numbers, next), so they work before the page's script
 * loads and search engines follow them. Long ranges show the first and last pages and the current
 * one with its neighbours; the current page is marked `aria-current="page"` and is not a link. The
 * chevrons point the way of reading (previous to the right in Arabic), and on a phone the previous
 * and next links show only their chevron, keeping their name. Its links are {@link Link}s: the
 * app's link under a `LinkProvider`, plain anchors without one. Draws nothing for one page.
 *
 * @example
 * <Pagination
 *   page={list.pagination.current_page}
 *   pageCount={list.pagination.last_page}
 *   hrefFor={(page) => `?${listSearch({ ...params, page })}`}
 * />
 */
export function Pagination({
  page,
  pageCount,
  hrefFor = pageInQuery,
  className,
  ref,
}: PaginationProps) {
  const intl = useIntl();
  const format = useFormatters();
  const direction = useDirection();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  return (
    <nav
      ref={ref}
      className={['mj-pagination', className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage(m.label)}
    >
      <ul className="mj-pagination__list">
        {current > 1 ? (
          <li className="mj-pagination__direction">
            <Link to={hrefFor(current - 1)} className="mj-pagination__link" prefetch="intent">
              <Chevron towards="previous" direction={direction} />
              <span className="mj-pagination__direction-text">
                {intl.formatMessage(m.previous)}
              </span>
            </Link>
          </li>
        ) : null}
        {pageItems(current, pageCount).map((item, index) => {
          if (item === 'gap') {
            return (
              <li key={`gap-${index}`} className="mj-pagination__gap" aria-hidden="true">
                …
              </li>
            );
          }
          const label = intl.formatMessage(m.page, { page: format.number(item) });
          return (
            <li key={item}>
              {item === current ? (
                <span className="mj-pagination__link" data-state="current" aria-current="page">
                  <span className="mj-visually-hidden">{label}</span>
                  <span aria-hidden="true">{format.number(item)}</span>
                </span>
              ) : (
                <Link to={hrefFor(item)} className="mj-pagination__link" aria-label={label}>
                  {format.number(item)}
                </Link>
              )}
            </li>
          );
        })}
        {current < pageCount ? (
          <li className="mj-pagination__direction">
            <Link to={hrefFor(current + 1)} className="mj-pagination__link" prefetch="intent">
              <span className="mj-pagination__direction-text">{intl.formatMessage(m.next)}</span>
              <Chevron towards="next" direction={direction} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** Which way the chevron of `towards` points on the screen: back to the right in Arabic. */
const chevronPoints = (towards: 'previous' | 'next', direction: Direction) =>
  (towards === 'previous') === (direction === 'rtl') ? 'right' : 'left';

/** A chevron pointing the way of reading, back or forward. */
function Chevron({ towards, direction }: { towards: 'previous' | 'next'; direction: Direction }) {
  const points = chevronPoints(towards, direction);
  return (
    <svg
      className="mj-pagination__icon"
      viewBox="0 0 24 24"
      role="img"
      aria-hidden="true"
      focusable="false"
      data-points={points}
    >
      <path d={points === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}
