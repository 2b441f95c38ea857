import { type MessageTag, defineMessage } from 'react-intl';

/** The words of the sort and filters above a product list. */
export const productListControlsMessages = {
  resultCount: defineMessage<{ total: number; bdi: MessageTag }>({
    id: 'catalog.list.resultCount',
    defaultMessage:
      '{total, plural, =0 {No products} one {<bdi>#</bdi> product} other {<bdi>#</bdi> products}}',
  }),
  sortLabel: defineMessage({ id: 'catalog.list.sortLabel', defaultMessage: 'Sort by' }),
  sortRecommended: defineMessage({
    id: 'catalog.list.sortRecommended',
    defaultMessage: 'Recommended',
  }),
  sortTopRated: defineMessage({ id: 'catalog.list.sortTopRated', defaultMessage: 'Top rated' }),
  sortDiscounted: defineMessage({
    id: 'catalog.list.sortDiscounted',
    defaultMessage: 'Biggest discount',
  }),
  sortRecent: defineMessage({ id: 'catalog.list.sortRecent', defaultMessage: 'Newest' }),
  sortPriceHigh: defineMessage({
    id: 'catalog.list.sortPriceHigh',
    defaultMessage: 'Price: high to low',
  }),
  sortPriceLow: defineMessage({
    id: 'catalog.list.sortPriceLow',
    defaultMessage: 'Price: low to high',
  }),
  sortBestSelling: defineMessage({
    id: 'catalog.list.sortBestSelling',
    defaultMessage: 'Best selling',
  }),
  filters: defineMessage({ id: 'catalog.list.filters', defaultMessage: 'Filters' }),
  activeFilters: defineMessage<{ count: number }>({
    id: 'catalog.list.activeFilters',
    defaultMessage: '{count, plural, one {# active filter} other {# active filters}}',
  }),
  discountedOnly: defineMessage({
    id: 'catalog.list.discountedOnly',
    defaultMessage: 'Discounted only',
  }),
  priceRange: defineMessage({ id: 'catalog.list.priceRange', defaultMessage: 'Price' }),
  minPrice: defineMessage({ id: 'catalog.list.minPrice', defaultMessage: 'Minimum price' }),
  maxPrice: defineMessage({ id: 'catalog.list.maxPrice', defaultMessage: 'Maximum price' }),
  applyPrice: defineMessage({ id: 'catalog.list.applyPrice', defaultMessage: 'Apply' }),
  priceInvalid: defineMessage({
    id: 'catalog.list.priceInvalid',
    defaultMessage: 'Enter the price in numbers, for example 50',
  }),
  priceRangeInvalid: defineMessage({
    id: 'catalog.list.priceRangeInvalid',
    defaultMessage: 'The minimum price cannot be more than the maximum price',
  }),
  activeFilterList: defineMessage({
    id: 'catalog.list.activeFilterList',
    defaultMessage: 'Filters on',
  }),
  removeFilter: defineMessage<{ filter: string }>({
    id: 'catalog.list.removeFilter',
    defaultMessage: 'Remove filter: {filter}',
  }),
  priceBetween: defineMessage<{ min: string; max: string }>({
    id: 'catalog.list.priceBetween',
    defaultMessage: 'Price {min} – {max}',
  }),
  priceFrom: defineMessage<{ min: string }>({
    id: 'catalog.list.priceFrom',
    defaultMessage: 'Price from {min}',
  }),
  priceUpTo: defineMessage<{ max: string }>({
    id: 'catalog.list.priceUpTo',
    defaultMessage: 'Price up to {max}',
  }),
  clearFilters: defineMessage({ id: 'catalog.list.clearFilters', defaultMessage: 'Clear filters' }),
} as const;
