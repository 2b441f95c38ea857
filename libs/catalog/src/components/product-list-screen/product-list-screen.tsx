import { type ReactNode, memo } from 'react';
import type { Product } from '@matjar/api-client';
import { ErrorState, Pagination } from '@matjar/ui';
import type { ProductListSource } from '../../api/catalog-queries.js';
import { useProductList } from '../../hooks/use-catalog.js';
import {
  type ProductListParams,
  listSearchWith,
  parseProductListParams,
} from '../../lib/product-list-params.js';
import { FavoriteToggle } from '../favorite-toggle/favorite-toggle.js';
import { ProductGrid } from '../product-grid/product-grid.js';
import { ProductGridSkeleton } from '../product-grid/product-grid-skeleton.js';
import { ProductListControls } from '../product-list-controls/product-list-controls.js';

export interface ProductListScreenProps {
  source: ProductListSource;
  /** Whether the list can be sorted and filtered (a category's, a provider's, search results). */
  hasControls: boolean;
  /** The page's URL query: the list's sort, filters and page are read from it. */
  searchParams: URLSearchParams;
  /**
   * The query the list is changing to (asked for and not yet loaded), when it is changing: the
   * controls already show it, and the grid is marked as updating.
   */
  shownSearchParams?: URLSearchParams | undefined;
  /** A sort or filter changed: the app puts `next` in the URL (without scrolling to the top). */
  onSearchParamsChange: (next: URLSearchParams) => void;
  emptyTitle: string;
  emptyBody?: string | undefined;
  /** Shown instead of `emptyTitle` when filters hide every product. */
  filteredEmptyTitle?: string | undefined;
  filteredEmptyBody?: string | undefined;
  /** The empty state's picture (ui's `SearchIllustration`…); a box by default. */
  emptyIllustration?: ReactNode;
  /** Under the empty state when the list has nothing at all (not filtered): where to go instead. */
  whenEmpty?: ReactNode;
  /** Above the grid, below the controls (subcategories). */
  children?: ReactNode;
}

const SKELETON_CARDS = 8;

const favoriteToggleOf = (product: Product) => <FavoriteToggle product={product} />;

/**
 * The grid, drawn again only when its products or words change: a press on the list's controls,
 * or the app's loading state, re-renders the list around it.
 */
const ListGrid = memo(ProductGrid);

function hasFilters(params: ProductListParams): boolean {
  return (
    params.min_price !== undefined || params.max_price !== undefined || params.discounted === true
  );
}

/**
 * A page of a product list with its sorting, filters (a sidebar from 64rem, a sheet below) and
 * pagination, all held in the page's URL query, so a list can be shared, reloaded and crawled,
 * and the back button returns to the same page. Nothing to sort or filter: no controls, and the
 * empty state (with `whenEmpty`) says where to go instead. Its pages are links (`?page=2`); a
 * sort or filter is given to the app (`onSearchParamsChange`), which changes the URL.
 *
 * @example
 * const [searchParams, setSearchParams] = useSearchParams();
 * <ProductListScreen
 *   source={{ kind: 'category', id: 3 }}
 *   hasControls
 *   searchParams={searchParams}
 *   onSearchParamsChange={(next) => setSearchParams(next, { preventScrollReset: true })}
 *   emptyTitle="No products here yet"
 * />
 */
export function ProductListScreen({
  source,
  hasControls,
  searchParams,
  shownSearchParams,
  onSearchParamsChange,
  emptyTitle,
  emptyBody,
  filteredEmptyTitle,
  filteredEmptyBody,
  emptyIllustration,
  whenEmpty,
  children,
}: ProductListScreenProps) {
  // Lists without controls take only a page; other keys in the URL must not make another query.
  const paramsOf = (search: URLSearchParams): ProductListParams => {
    const parsed = parseProductListParams(search);
    return hasControls ? parsed : { page: parsed.page };
  };
  const params = paramsOf(searchParams);
  const isChanging = shownSearchParams !== undefined && shownSearchParams !== searchParams;
  const shownParams = isChanging ? paramsOf(shownSearchParams) : params;
  const list = useProductList(source, params);
  const isFiltered = hasFilters(params);
  const hasNothing = list.data?.data.length === 0 && !isFiltered && (params.page ?? 1) === 1;
  const isUpdating = list.isPlaceholderData || isChanging;

  const hrefFor = (page: number) => {
    const query = listSearchWith(searchParams, { ...params, page }).toString();
    return query ? `?${query}` : '?';
  };

  let body: ReactNode;
  if (list.data) {
    body = (
      <>
        <ListGrid
          products={list.data.data}
          emptyTitle={isFiltered && filteredEmptyTitle ? filteredEmptyTitle : emptyTitle}
          emptyBody={isFiltered && filteredEmptyBody ? filteredEmptyBody : emptyBody}
          emptyIllustration={emptyIllustration}
          favoriteSlot={favoriteToggleOf}
        />
        {hasNothing ? whenEmpty : null}
        <Pagination
          page={list.data.pagination.current_page}
          pageCount={list.data.pagination.last_page}
          hrefFor={hrefFor}
        />
      </>
    );
  } else if (list.isError) {
    body = <ErrorState onRetry={() => void list.refetch()} />;
  } else {
    body = <ProductGridSkeleton count={SKELETON_CARDS} />;
  }

  return (
    <div
      className="catalog-product-list"
      aria-busy={list.isFetching ? true : undefined}
      data-state={isUpdating ? 'updating' : 'idle'}
      // From 64rem the filters stand in a sidebar beside the grid.
      data-layout={hasControls && !hasNothing ? 'sidebar' : undefined}
    >
      {hasControls && !hasNothing ? (
        <ProductListControls
          params={shownParams}
          total={list.data?.pagination.total}
          isPending={isUpdating}
          onChange={(next) => onSearchParamsChange(listSearchWith(searchParams, next))}
        />
      ) : null}
      <div className="catalog-product-list__main">
        {children}
        {body}
      </div>
    </div>
  );
}
