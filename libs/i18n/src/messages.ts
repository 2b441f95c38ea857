import { defineMessages } from 'react-intl';

/** Words and actions shared by every library: prices, units, buttons. */
export const commonMessages = defineMessages({
  priceAmount: { id: 'common.price.amount', defaultMessage: 'SR {amount}' },
  priceAmountWithSign: { id: 'common.price.amountWithSign', defaultMessage: '{sign} {amount}' },
  priceAccessible: { id: 'common.price.accessible', defaultMessage: '{amount} Saudi riyals' },
  priceWas: { id: 'common.price.was', defaultMessage: 'Was {price}' },
  vatIncluded: { id: 'common.price.vatIncluded', defaultMessage: 'All prices include VAT.' },
  weightGrams: { id: 'common.weight.grams', defaultMessage: '{value} gm' },
  retry: { id: 'common.actions.retry', defaultMessage: 'Try again' },
  close: { id: 'common.actions.close', defaultMessage: 'Close' },
  cancel: { id: 'common.actions.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'common.actions.confirm', defaultMessage: 'Confirm' },
  save: { id: 'common.actions.save', defaultMessage: 'Save' },
  reload: { id: 'common.actions.reload', defaultMessage: 'Reload' },
  backHome: { id: 'common.actions.backHome', defaultMessage: 'Back to the home page' },
  loading: { id: 'common.status.loading', defaultMessage: 'Loading…' },
});

/** Failures a user may meet anywhere: connection problems and the error pages. */
export const errorMessages = defineMessages({
  serverConnection: {
    id: 'errors.network.serverConnection',
    defaultMessage: 'An error occurred connecting to the server.',
  },
  timeout: {
    id: 'errors.network.timeout',
    defaultMessage: 'The server took too long to answer. Please try again.',
  },
  aborted: { id: 'errors.network.aborted', defaultMessage: 'The request was cancelled.' },
  badResponse: {
    id: 'errors.network.badResponse',
    defaultMessage: 'The server sent an answer we could not read. Please try again.',
  },
  unexpected: {
    id: 'errors.generic.unexpected',
    defaultMessage: 'Something went wrong. Please try again.',
  },
  verificationFailed: {
    id: 'errors.auth.verificationFailed',
    defaultMessage: 'An error occurred during verification.',
  },
  logoutFailed: { id: 'errors.auth.logoutFailed', defaultMessage: 'An error occurred during logout.' },
  notFoundTitle: { id: 'errors.page.notFoundTitle', defaultMessage: 'Page Not Found' },
  notFoundBody: {
    id: 'errors.page.notFoundBody',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  serverErrorTitle: { id: 'errors.page.serverErrorTitle', defaultMessage: 'Internal Server Error' },
  serverErrorBody: {
    id: 'errors.page.serverErrorBody',
    defaultMessage: 'We could not show this page right now. Please try again in a moment.',
  },
  maximumQuantity: { id: 'errors.cart.maximumQuantity', defaultMessage: 'Maximum quantity reached' },
  noCitiesInCountry: {
    id: 'errors.location.noCitiesInCountry',
    defaultMessage: 'There are no cities in this country',
  },
});

/** The validation messages of every form (spec §5). */
export const validationMessages = defineMessages({
  imageRequired: { id: 'errors.validation.imageRequired', defaultMessage: 'Please add an image' },
  nameRequired: { id: 'errors.validation.nameRequired', defaultMessage: 'Please enter your name' },
  phoneRequired: {
    id: 'errors.validation.phoneRequired',
    defaultMessage: 'Please enter your phone number',
  },
  phoneIncorrect: {
    id: 'errors.validation.phoneIncorrect',
    defaultMessage: 'The phone number is incorrect',
  },
  emailRequired: { id: 'errors.validation.emailRequired', defaultMessage: 'Please enter your email' },
  emailIncorrect: { id: 'errors.validation.emailIncorrect', defaultMessage: 'The email is incorrect' },
  passwordRequired: {
    id: 'errors.validation.passwordRequired',
    defaultMessage: 'Please enter your password',
  },
  passwordTooShort: {
    id: 'errors.validation.passwordTooShort',
    defaultMessage: 'The password must be at least {min} characters',
  },
  passwordMismatch: {
    id: 'errors.validation.passwordMismatch',
    defaultMessage: 'The passwords do not match',
  },
  oldPasswordRequired: {
    id: 'errors.validation.oldPasswordRequired',
    defaultMessage: 'Please enter your current password',
  },
  newPasswordRequired: {
    id: 'errors.validation.newPasswordRequired',
    defaultMessage: 'Please enter a new password',
  },
  searchWordRequired: {
    id: 'errors.validation.searchWordRequired',
    defaultMessage: 'Please type something to search for',
  },
  mustAcceptTerms: {
    id: 'errors.validation.mustAcceptTerms',
    defaultMessage: 'You must accept the terms and conditions.',
  },
  activationCodeRequired: {
    id: 'errors.validation.activationCodeRequired',
    defaultMessage: 'Please enter the activation code',
  },
  messageTitleRequired: {
    id: 'errors.validation.messageTitleRequired',
    defaultMessage: 'Please enter the message title',
  },
  messageRequired: { id: 'errors.validation.messageRequired', defaultMessage: 'Please write your message' },
  signInFirst: { id: 'errors.validation.signInFirst', defaultMessage: 'Please sign in first' },
  returnReasonRequired: {
    id: 'errors.validation.returnReasonRequired',
    defaultMessage: 'Please tell us why you are returning the products',
  },
  returnPhotosRequired: {
    id: 'errors.validation.returnPhotosRequired',
    defaultMessage: 'Please add photos of the products you are returning',
  },
  selectReturnProducts: {
    id: 'errors.validation.selectReturnProducts',
    defaultMessage: 'Please select the products to return',
  },
  selectVariantFirst: {
    id: 'errors.validation.selectVariantFirst',
    defaultMessage: 'Please select the variant first',
  },
  couponRequired: { id: 'errors.validation.couponRequired', defaultMessage: 'Please enter a coupon code' },
  selectLocation: { id: 'errors.validation.selectLocation', defaultMessage: 'Please select a location' },
  addressNameRequired: {
    id: 'errors.validation.addressNameRequired',
    defaultMessage: 'Please name this address',
  },
  bankAccountNameRequired: {
    id: 'errors.validation.bankAccountNameRequired',
    defaultMessage: 'Please enter the account holder name',
  },
  bankAccountNumberRequired: {
    id: 'errors.validation.bankAccountNumberRequired',
    defaultMessage: 'Please enter the account number',
  },
  bankNameRequired: { id: 'errors.validation.bankNameRequired', defaultMessage: 'Please enter the bank name' },
  ibanRequired: { id: 'errors.validation.ibanRequired', defaultMessage: 'Please enter the IBAN' },
  ibanIncorrect: { id: 'errors.validation.ibanIncorrect', defaultMessage: 'The IBAN is incorrect' },
  complaintDetailsRequired: {
    id: 'errors.validation.complaintDetailsRequired',
    defaultMessage: 'Please describe the complaint',
  },
  complaintSubjectRequired: {
    id: 'errors.validation.complaintSubjectRequired',
    defaultMessage: 'Please enter the subject',
  },
  complaintMessageRequired: {
    id: 'errors.validation.complaintMessageRequired',
    defaultMessage: 'Please write the message',
  },
  orderDateTimeRequired: {
    id: 'errors.validation.orderDateTimeRequired',
    defaultMessage: 'Please choose the order date and time',
  },
  selectProducts: { id: 'errors.validation.selectProducts', defaultMessage: 'Please select products' },
  cityRequired: { id: 'errors.validation.cityRequired', defaultMessage: 'Please choose a city' },
  categoryRequired: { id: 'errors.validation.categoryRequired', defaultMessage: 'Please choose a category' },
  subcategoryRequired: {
    id: 'errors.validation.subcategoryRequired',
    defaultMessage: 'Please choose a subcategory',
  },
  brandRequired: { id: 'errors.validation.brandRequired', defaultMessage: 'Please choose a brand' },
});

/** What a list says when it has nothing to show (spec §8). */
export const emptyStateMessages = defineMessages({
  noBanners: { id: 'common.empty.noBanners', defaultMessage: 'No offers to show right now' },
  noServices: { id: 'common.empty.noServices', defaultMessage: 'No services yet' },
  noProducts: { id: 'common.empty.noProducts', defaultMessage: 'No products yet' },
  noOffers: { id: 'common.empty.noOffers', defaultMessage: 'No offers right now' },
  noRatings: { id: 'common.empty.noRatings', defaultMessage: 'No ratings yet' },
  noSearchResults: { id: 'common.empty.noSearchResults', defaultMessage: 'No results match your search' },
  noComplaints: { id: 'common.empty.noComplaints', defaultMessage: 'You have no complaints or suggestions' },
  noCategories: { id: 'common.empty.noCategories', defaultMessage: 'No categories yet' },
  noSubcategories: { id: 'common.empty.noSubcategories', defaultMessage: 'This category has no subcategories' },
  noCategoryProducts: {
    id: 'common.empty.noCategoryProducts',
    defaultMessage: 'This category has no products yet',
  },
  noFaqs: { id: 'common.empty.noFaqs', defaultMessage: 'No frequently asked questions yet' },
  noTerms: { id: 'common.empty.noTerms', defaultMessage: 'The terms have not been published yet' },
  noNotifications: { id: 'common.empty.noNotifications', defaultMessage: 'You have no notifications' },
  noNewOrders: { id: 'common.empty.noNewOrders', defaultMessage: 'You have no new orders' },
  noWaitingOrders: { id: 'common.empty.noWaitingOrders', defaultMessage: 'You have no orders awaiting approval' },
  noOnWayOrders: { id: 'common.empty.noOnWayOrders', defaultMessage: 'You have no orders on the way' },
  noCurrentOrders: { id: 'common.empty.noCurrentOrders', defaultMessage: 'You have no current orders' },
  noFinishedOrders: { id: 'common.empty.noFinishedOrders', defaultMessage: 'You have no finished orders' },
  noCancelledOrders: { id: 'common.empty.noCancelledOrders', defaultMessage: 'You have no cancelled orders' },
  noReturnedOrders: { id: 'common.empty.noReturnedOrders', defaultMessage: 'You have no returned orders' },
  noScheduledOrders: { id: 'common.empty.noScheduledOrders', defaultMessage: 'You have no scheduled orders' },
  noImages: { id: 'common.empty.noImages', defaultMessage: 'No images' },
  emptyCart: { id: 'common.empty.emptyCart', defaultMessage: 'Your cart is empty' },
  productsUnavailable: {
    id: 'common.empty.productsUnavailable',
    defaultMessage: 'Some ordered products are no longer available',
  },
  noProductReviews: { id: 'common.empty.noProductReviews', defaultMessage: 'This product has no reviews yet' },
});

/** Confirmations shown after an action succeeds (spec §8). */
export const successMessages = defineMessages({
  orderCanceled: { id: 'common.success.orderCanceled', defaultMessage: 'Your order has been cancelled' },
  returnRequestSent: { id: 'common.success.returnRequestSent', defaultMessage: 'Your return request has been sent' },
  ratingSent: { id: 'common.success.ratingSent', defaultMessage: 'Thank you, your rating has been sent' },
  productAddedToCart: { id: 'common.success.productAddedToCart', defaultMessage: 'Product added to cart' },
  phoneChanged: { id: 'common.success.phoneChanged', defaultMessage: 'Your phone number has been changed' },
  passwordChanged: { id: 'common.success.passwordChanged', defaultMessage: 'Your password has been changed' },
  orderCompleted: { id: 'common.success.orderCompleted', defaultMessage: 'Your order has been placed' },
  linkCopied: { id: 'common.success.linkCopied', defaultMessage: 'Link copied' },
  profileUpdated: { id: 'common.success.profileUpdated', defaultMessage: 'Your profile has been updated' },
  walletCharged: { id: 'common.success.walletCharged', defaultMessage: 'Your wallet has been charged' },
  withdrawalRequestSent: {
    id: 'common.success.withdrawalRequestSent',
    defaultMessage: 'Your withdrawal request has been sent',
  },
});
