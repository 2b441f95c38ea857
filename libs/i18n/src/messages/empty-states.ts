import { defineMessage } from 'react-intl';

/** What a list says when it has nothing to show (spec §8). */
export const emptyStateMessages = {
  noBanners: defineMessage({
    id: 'common.empty.noBanners',
    defaultMessage: 'No offers to show right now',
  }),
  noServices: defineMessage({ id: 'common.empty.noServices', defaultMessage: 'No services yet' }),
  noProducts: defineMessage({ id: 'common.empty.noProducts', defaultMessage: 'No products yet' }),
  noOffers: defineMessage({ id: 'common.empty.noOffers', defaultMessage: 'No offers right now' }),
  noRatings: defineMessage({ id: 'common.empty.noRatings', defaultMessage: 'No ratings yet' }),
  noSearchResults: defineMessage({
    id: 'common.empty.noSearchResults',
    defaultMessage: 'No results match your search',
  }),
  noComplaints: defineMessage({
    id: 'common.empty.noComplaints',
    defaultMessage: 'You have no complaints or suggestions',
  }),
  noCategories: defineMessage({
    id: 'common.empty.noCategories',
    defaultMessage: 'No categories yet',
  }),
  noSubcategories: defineMessage({
    id: 'common.empty.noSubcategories',
    defaultMessage: 'This category has no subcategories',
  }),
  noCategoryProducts: defineMessage({
    id: 'common.empty.noCategoryProducts',
    defaultMessage: 'This category has no products yet',
  }),
  noFaqs: defineMessage({
    id: 'common.empty.noFaqs',
    defaultMessage: 'No frequently asked questions yet',
  }),
  noTerms: defineMessage({
    id: 'common.empty.noTerms',
    defaultMessage: 'The terms have not been published yet',
  }),
  noNotifications: defineMessage({
    id: 'common.empty.noNotifications',
    defaultMessage: 'You have no notifications',
  }),
  noNewOrders: defineMessage({
    id: 'common.empty.noNewOrders',
    defaultMessage: 'You have no new orders',
  }),
  noWaitingOrders: defineMessage({
    id: 'common.empty.noWaitingOrders',
    defaultMessage: 'You have no orders awaiting approval',
  }),
  noOnWayOrders: defineMessage({
    id: 'common.empty.noOnWayOrders',
    defaultMessage: 'You have no orders on the way',
  }),
  noCurrentOrders: defineMessage({
    id: 'common.empty.noCurrentOrders',
    defaultMessage: 'You have no current orders',
  }),
  noFinishedOrders: defineMessage({
    id: 'common.empty.noFinishedOrders',
    defaultMessage: 'You have no finished orders',
  }),
  noCancelledOrders: defineMessage({
    id: 'common.empty.noCancelledOrders',
    defaultMessage: 'You have no cancelled orders',
  }),
  noReturnedOrders: defineMessage({
    id: 'common.empty.noReturnedOrders',
    defaultMessage: 'You have no returned orders',
  }),
  noScheduledOrders: defineMessage({
    id: 'common.empty.noScheduledOrders',
    defaultMessage: 'You have no scheduled orders',
  }),
  noImages: defineMessage({ id: 'common.empty.noImages', defaultMessage: 'No images' }),
  emptyCart: defineMessage({ id: 'common.empty.emptyCart', defaultMessage: 'Your cart is empty' }),
  productsUnavailable: defineMessage({
    id: 'common.empty.productsUnavailable',
    defaultMessage: 'Some ordered products are no longer available',
  }),
  noProductReviews: defineMessage({
    id: 'common.empty.noProductReviews',
    defaultMessage: 'This product has no reviews yet',
  }),
} as const;
