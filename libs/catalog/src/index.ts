export {
  type ProductListSource,
  REVIEWS_PAGE_SIZE,
  catalogQueries,
} from './api/catalog-queries.js';
export {
  PRODUCTS_PER_PAGE,
  type ProductListChange,
  type ProductListParams,
  activeFilterCount,
  parseProductListParams,
  productListSearch,
  listSearchWith,
  withParams,
} from './lib/product-list-params.js';
export { productJsonLd } from './lib/product-json-ld.js';
export { useHome } from './hooks/use-home.js';
export {
  useCategories,
  useProduct,
  useProductList,
  useProductReviews,
  useProvider,
  useRelatedProducts,
} from './hooks/use-catalog.js';
export {
  useFavoriteIds,
  useFavorites,
  useIsFavorite,
  useToggleFavorite,
} from './hooks/use-favorites.js';
export { type UseRecentlyViewedOptions, useRecentlyViewed } from './hooks/use-recently-viewed.js';
export { useRecordRecentlyViewed } from './hooks/use-record-recently-viewed.js';
export { useRecentSearches } from './hooks/use-recent-searches.js';
export { catalogPaths } from './components/catalog-paths.js';
export { homeSectionsMessages } from './components/messages.js';
export { ProductCard, type ProductCardProps } from './components/product-card/product-card.js';
export {
  type ProductCardActions,
  ProductCardActionsProvider,
  type ProductCardActionsProviderProps,
} from './components/product-card/product-card-actions.js';
export {
  type QuickAddRequest,
  QuickAddSheet,
  type QuickAddSheetProps,
} from './components/quick-add-sheet/quick-add-sheet.js';
export { ProductRail, type ProductRailProps } from './components/product-rail/product-rail.js';
export { BannerStrip, type BannerStripProps } from './components/banner-strip/banner-strip.js';
export {
  CategoryTiles,
  type CategoryTilesProps,
} from './components/category-tiles/category-tiles.js';
export {
  ProviderCards,
  type ProviderCardsProps,
} from './components/provider-cards/provider-cards.js';
export { HomeSections, type HomeSectionsProps } from './components/home-sections/home-sections.js';
export {
  ShopSuggestions,
  type ShopSuggestionsProps,
} from './components/shop-suggestions/shop-suggestions.js';
export { HomeSectionsSkeleton } from './components/home-sections/home-sections-skeleton.js';
export { ProductGrid, type ProductGridProps } from './components/product-grid/product-grid.js';
export {
  ProductGridSkeleton,
  type ProductGridSkeletonProps,
} from './components/product-grid/product-grid-skeleton.js';
export {
  ProductListControls,
  type ProductListControlsProps,
} from './components/product-list-controls/product-list-controls.js';
export {
  SubcategoryNav,
  type SubcategoryNavProps,
} from './components/subcategory-nav/subcategory-nav.js';
export {
  ProviderHeader,
  type ProviderHeaderProps,
} from './components/provider-header/provider-header.js';
export {
  FavoriteButton,
  type FavoriteButtonProps,
} from './components/favorite-button/favorite-button.js';
export {
  FavoriteToggle,
  type FavoriteToggleProps,
} from './components/favorite-toggle/favorite-toggle.js';
export {
  FavoritesProvider,
  type FavoritesProviderProps,
} from './components/favorite-toggle/favorites-provider.js';
export {
  ProductGallery,
  type ProductGalleryProps,
} from './components/product-gallery/product-gallery.js';
export {
  ProductFiles,
  type ProductFilesProps,
} from './components/product-gallery/product-files.js';
export {
  VariantPicker,
  type VariantPickerProps,
  isVariantAvailable,
} from './components/variant-picker/variant-picker.js';
export { ProductFacts, type ProductFactsProps } from './components/product-facts/product-facts.js';
export {
  type AddToCartRequest,
  ProductPurchase,
  type ProductPurchaseProps,
} from './components/product-purchase/product-purchase.js';
export {
  ProductReviews,
  type ProductReviewsProps,
} from './components/product-reviews/product-reviews.js';
export {
  ProductReviewsSection,
  type ProductReviewsSectionProps,
} from './components/product-reviews-section/product-reviews-section.js';
export {
  RecentlyViewed,
  type RecentlyViewedProps,
  preloadRecentlyViewed,
} from './components/recently-viewed/recently-viewed.js';
export { SearchDialog, type SearchDialogProps } from './components/search-dialog/search-dialog.js';
export { SearchForm, type SearchFormProps } from './components/search-form/search-form.js';
export { HeaderSearch, type HeaderSearchProps } from './components/header-search/header-search.js';
export { ShareButton, type ShareButtonProps } from './components/share-button/share-button.js';
export {
  PRODUCTS_PER_SITEMAP,
  type SitemapFile,
  type SitemapPage,
  pageAddress,
  sitemapFiles,
  sitemapIndexXml,
  sitemapPagesOf,
  sitemapXml,
} from './lib/sitemap.js';
export {
  type StockAlertRequest,
  useAddStockAlert,
  useRemoveStockAlert,
  useStockAlerts,
} from './hooks/use-stock-alerts.js';
export {
  StockAlertToggle,
  type StockAlertToggleProps,
} from './components/stock-alert/stock-alert-toggle.js';
export {
  StockAlertsScreen,
  type StockAlertsScreenProps,
} from './components/stock-alert/stock-alerts-screen.js';
export { stockAlertMessages } from './components/stock-alert/messages.js';
export {
  ProductScreen,
  type ProductScreenProps,
} from './components/product-screen/product-screen.js';
export { ProductScreenSkeleton } from './components/product-screen/product-screen-skeleton.js';
export {
  ProductListScreen,
  type ProductListScreenProps,
} from './components/product-list-screen/product-list-screen.js';
