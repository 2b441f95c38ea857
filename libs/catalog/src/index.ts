export { catalogQueries } from './api/catalog-queries.js';
export { useHome } from './hooks/use-home.js';
export {
  PlainCatalogLink,
  catalogPaths,
  type CatalogLinkComponent,
  type CatalogLinkProps,
} from './components/catalog-link.js';
export { ProductCard, type ProductCardProps } from './components/product-card/product-card.js';
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
export { HomeSectionsSkeleton } from './components/home-sections/home-sections-skeleton.js';
