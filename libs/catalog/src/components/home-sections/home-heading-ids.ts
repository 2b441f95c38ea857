/**
 * The ids of the home page's section headings, shared by the sections and their skeleton (a module
 * of its own: the skeleton, drawn by every page's navigation, does not bring the sections' code).
 */
export const homeHeadingIds = {
  banners: 'catalog-home-banners',
  categories: 'catalog-home-categories',
  providers: 'catalog-home-providers',
  offers: 'catalog-home-offers',
  newlyAdded: 'catalog-home-newly-added',
  mostSelling: 'catalog-home-most-selling',
} as const;
