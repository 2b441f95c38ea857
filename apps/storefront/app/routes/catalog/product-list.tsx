import { useLocation, useNavigation } from 'react-router';
import { ProductListScreen, type ProductListScreenProps } from '@matjar/catalog';
import { useDeferredSearchParams } from './deferred-search-params.js';

export type ProductListProps = Omit<
  ProductListScreenProps,
  'searchParams' | 'shownSearchParams' | 'onSearchParamsChange'
>;

/**
 * `ProductListScreen` over the page's URL: a sort or filter changes the query (after the press has
 * painted, see `useDeferredSearchParams`) without scrolling to the top, and while the router
 * loads the next query the controls already show it.
 */
export function ProductList(props: ProductListProps) {
  const { searchParams, askedSearchParams, setSearchParams } = useDeferredSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const shownSearchParams =
    askedSearchParams ??
    (navigation.location?.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search)
      : undefined);
  return (
    <ProductListScreen
      {...props}
      searchParams={searchParams}
      shownSearchParams={shownSearchParams}
      onSearchParamsChange={(next) => setSearchParams(next, { preventScrollReset: true })}
    />
  );
}
