import { type ReactNode, memo } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { Product } from '@matjar/api-client';
import {
  FavoriteToggle,
  ProductGrid,
  ProductGridSkeleton,
  ProductListControls,
  type ProductListParams,
  type ProductListSource,
  parseProductListParams,
  productListSearch,
  useProductList,
} from '@matjar/catalog';
import { ErrorState, Pagination } from '@matjar/ui';
import { useDeferredSearchParams } from './deferred-search-params.js';

export interface ProductListProps {
  source: ProductListSource;
  /** Whether the list can be sorted and filtered (a category's, a provider's, search results). */
  hasControls: boolean;
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
 * or the router's loading state, re-renders the list around it.
 */
const ListGrid = memo(ProductGrid);

/** The URL's query with the list's part replaced, other keys (the search word) kept. */
function searchWith(current: URLSearchParams, params: ProductListParams): URLSearchParams {
  const next = new URLSearchParams();
  const listed = productListSearch(params);
  for (const [key, value] of current) {
    if (!['sort', 'min', 'max', 'discounted', 'sub', 'page'].includes(key)) next.set(key, value);
  }
  for (const [key, value] of listed) next.set(key, value);
  return next;
}

function hasFilters(params: ProductListParams): boolean {
  return (
    params.min_price !== undefined || params.max_price !== undefined || params.discounted === true
  );
}

/**
 * A page of a product list with its sorting, filters and pagination, all held in the URL, so a
 * list can be shared, reloaded and crawled, and the back button returns to the same page.
 */
export function ProductList({
  source,
  hasControls,
  emptyTitle,
  emptyBody,
  filteredEmptyTitle,
  filteredEmptyBody,
  emptyIllustration,
  whenEmpty,
  children,
}: ProductListProps) {
  const { searchParams, askedSearchParams, setSearchParams } = useDeferredSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  // Lists without controls take only a page; other keys in the URL must not make another query.
  const paramsOf = (search: URLSearchParams): ProductListParams => {
    const parsed = parseProductListParams(search);
    return hasControls ? parsed : { page: parsed.page };
  };
  const params = paramsOf(searchParams);
  // While the next sort or filter is asked for and loads, the controls already show it.
  const shownParams = askedSearchParams
    ? paramsOf(askedSearchParams)
    : navigation.location?.pathname === location.pathname
      ? paramsOf(new URLSearchParams(navigation.location.search))
      : params;
  const list = useProductList(source, params);
  const isFiltered = hasFilters(params);
  // Nothing to sort or filter: no controls, and the empty state says what to do instead.
  const hasNothing = list.data?.data.length === 0 && !isFiltered && (params.page ?? 1) === 1;

  const hrefFor = (page: number) => {
    const query = searchWith(searchParams, { ...params, page }).toString();
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
      className="sf-product-list"
      aria-busy={list.isFetching ? true : undefined}
      data-state={list.isPlaceholderData || shownParams !== params ? 'updating' : 'idle'}
      // From 64rem the filters stand in a sidebar beside the grid.
      data-layout={hasControls && !hasNothing ? 'sidebar' : undefined}
    >
      {hasControls && !hasNothing ? (
        <ProductListControls
          params={shownParams}
          total={list.data?.pagination.total}
          isPending={list.isPlaceholderData || shownParams !== params}
          onChange={(next) =>
            setSearchParams(searchWith(searchParams, next), { preventScrollReset: true })
          }
        />
      ) : null}
      <div className="sf-product-list__main">
        {children}
        {body}
      </div>
    </div>
  );
}
