import { type MessageValue, defineMessage } from 'react-intl';

/** Words and actions shared by every library: prices, units, buttons. */
export const commonMessages = {
  priceAmount: defineMessage<{ amount: string }>({
    id: 'common.price.amount',
    defaultMessage: 'SR {amount}',
  }),
  priceAmountWithSign: defineMessage<{ amount: string; sign: string }>({
    id: 'common.price.amountWithSign',
    defaultMessage: '{sign} {amount}',
  }),
  priceAccessible: defineMessage<{ amount: string }>({
    id: 'common.price.accessible',
    defaultMessage: '{amount} Saudi riyals',
  }),
  priceWas: defineMessage<{ price: string }>({
    id: 'common.price.was',
    defaultMessage: 'Was {price}',
  }),
  vatIncluded: defineMessage({
    id: 'common.price.vatIncluded',
    defaultMessage: 'All prices include VAT.',
  }),
  /**
   * The label of the VAT line of every breakdown of amounts (cart, checkout, order): the amount
   * it names is shown beside it.
   */
  vatIncludedAt: defineMessage<{ rate: MessageValue }>({
    id: 'common.price.vatIncludedAt',
    defaultMessage: 'VAT ({rate}) included',
  }),
  weightGrams: defineMessage<{ value: string }>({
    id: 'common.weight.grams',
    defaultMessage: '{value} g',
  }),
  weightKilograms: defineMessage<{ value: string }>({
    id: 'common.weight.kilograms',
    defaultMessage: '{value} kg',
  }),
  /** The label of a product's weight choices (a coffee sold by 250 g, 500 g, 1 kg). */
  weightLabel: defineMessage({ id: 'common.weight.label', defaultMessage: 'Weight' }),
  /** The name of a product's chosen colour, beside its value ("Color: Navy"). */
  colorLabel: defineMessage({ id: 'common.variant.color', defaultMessage: 'Color' }),
  /** The name of a product's chosen size that is not a weight ("Size: 54", "Size: XL"). */
  sizeLabel: defineMessage({ id: 'common.variant.size', defaultMessage: 'Size' }),
  retry: defineMessage({ id: 'common.actions.retry', defaultMessage: 'Try again' }),
  close: defineMessage({ id: 'common.actions.close', defaultMessage: 'Close' }),
  cancel: defineMessage({ id: 'common.actions.cancel', defaultMessage: 'Cancel' }),
  confirm: defineMessage({ id: 'common.actions.confirm', defaultMessage: 'Confirm' }),
  save: defineMessage({ id: 'common.actions.save', defaultMessage: 'Save' }),
  reload: defineMessage({ id: 'common.actions.reload', defaultMessage: 'Reload' }),
  backHome: defineMessage({
    id: 'common.actions.backHome',
    defaultMessage: 'Back to the home page',
  }),
  loading: defineMessage({ id: 'common.status.loading', defaultMessage: 'Loading…' }),
} as const;

/** Failures a user may meet anywhere: connection problems and the error pages. */
export const errorMessages = {
  serverConnection: defineMessage({
    id: 'errors.network.serverConnection',
    defaultMessage: 'An error occurred connecting to the server.',
  }),
  timeout: defineMessage({
    id: 'errors.network.timeout',
    defaultMessage: 'The server took too long to answer. Please try again.',
  }),
  aborted: defineMessage({
    id: 'errors.network.aborted',
    defaultMessage: 'The request was cancelled.',
  }),
  badResponse: defineMessage({
    id: 'errors.network.badResponse',
    defaultMessage: 'The server sent an answer we could not read. Please try again.',
  }),
  tooLargeToSend: defineMessage({
    id: 'errors.network.tooLargeToSend',
    defaultMessage:
      'What you are sending is too large. Remove some images or choose smaller ones, then send again.',
  }),
  unexpected: defineMessage({
    id: 'errors.generic.unexpected',
    defaultMessage: 'Something went wrong. Please try again.',
  }),
  verificationFailed: defineMessage({
    id: 'errors.auth.verificationFailed',
    defaultMessage: 'An error occurred during verification.',
  }),
  logoutFailed: defineMessage({
    id: 'errors.auth.logoutFailed',
    defaultMessage: 'An error occurred during logout.',
  }),
  notFoundTitle: defineMessage({
    id: 'errors.page.notFoundTitle',
    defaultMessage: 'Page Not Found',
  }),
  notFoundBody: defineMessage({
    id: 'errors.page.notFoundBody',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  }),
  serverErrorTitle: defineMessage({
    id: 'errors.page.serverErrorTitle',
    defaultMessage: 'Internal Server Error',
  }),
  serverErrorBody: defineMessage({
    id: 'errors.page.serverErrorBody',
    defaultMessage: 'We could not show this page right now. Please try again in a moment.',
  }),
  connectionLostTitle: defineMessage({
    id: 'errors.page.connectionLostTitle',
    defaultMessage: 'No connection',
  }),
  connectionLostBody: defineMessage({
    id: 'errors.page.connectionLostBody',
    defaultMessage:
      'This page could not reach the store. Check your internet connection, then try again.',
  }),
  maximumQuantity: defineMessage({
    id: 'errors.cart.maximumQuantity',
    defaultMessage: 'Maximum quantity reached',
  }),
  noCitiesInCountry: defineMessage({
    id: 'errors.location.noCitiesInCountry',
    defaultMessage: 'There are no cities in this country',
  }),
} as const;

/** The validation messages of every form (spec §5). */
export const validationMessages = {
  imageRequired: defineMessage({
    id: 'errors.validation.imageRequired',
    defaultMessage: 'Please add an image',
  }),
  nameRequired: defineMessage({
    id: 'errors.validation.nameRequired',
    defaultMessage: 'Please enter your name',
  }),
  nameTooLong: defineMessage({
    id: 'errors.validation.nameTooLong',
    defaultMessage: 'The name can be at most 100 characters long',
  }),
  phoneRequired: defineMessage({
    id: 'errors.validation.phoneRequired',
    defaultMessage: 'Please enter your phone number',
  }),
  phoneIncorrect: defineMessage({
    id: 'errors.validation.phoneIncorrect',
    defaultMessage: 'The phone number is incorrect',
  }),
  emailRequired: defineMessage({
    id: 'errors.validation.emailRequired',
    defaultMessage: 'Please enter your email',
  }),
  emailIncorrect: defineMessage({
    id: 'errors.validation.emailIncorrect',
    defaultMessage: 'The email is incorrect',
  }),
  passwordRequired: defineMessage({
    id: 'errors.validation.passwordRequired',
    defaultMessage: 'Please enter your password',
  }),
  passwordTooShort: defineMessage<{ min: number }>({
    id: 'errors.validation.passwordTooShort',
    defaultMessage: 'The password must be at least {min} characters',
  }),
  passwordMismatch: defineMessage({
    id: 'errors.validation.passwordMismatch',
    defaultMessage: 'The passwords do not match',
  }),
  oldPasswordRequired: defineMessage({
    id: 'errors.validation.oldPasswordRequired',
    defaultMessage: 'Please enter your current password',
  }),
  newPasswordRequired: defineMessage({
    id: 'errors.validation.newPasswordRequired',
    defaultMessage: 'Please enter a new password',
  }),
  searchWordRequired: defineMessage({
    id: 'errors.validation.searchWordRequired',
    defaultMessage: 'Please type something to search for',
  }),
  mustAcceptTerms: defineMessage({
    id: 'errors.validation.mustAcceptTerms',
    defaultMessage: 'You must accept the terms and conditions.',
  }),
  activationCodeRequired: defineMessage({
    id: 'errors.validation.activationCodeRequired',
    defaultMessage: 'Please enter the activation code',
  }),
  messageTitleRequired: defineMessage({
    id: 'errors.validation.messageTitleRequired',
    defaultMessage: 'Please enter the message title',
  }),
  messageRequired: defineMessage({
    id: 'errors.validation.messageRequired',
    defaultMessage: 'Please write your message',
  }),
  signInFirst: defineMessage({
    id: 'errors.validation.signInFirst',
    defaultMessage: 'Please sign in first',
  }),
  returnReasonRequired: defineMessage({
    id: 'errors.validation.returnReasonRequired',
    defaultMessage: 'Please tell us why you are returning the products',
  }),
  returnPhotosRequired: defineMessage({
    id: 'errors.validation.returnPhotosRequired',
    defaultMessage: 'Please add photos of the products you are returning',
  }),
  selectReturnProducts: defineMessage({
    id: 'errors.validation.selectReturnProducts',
    defaultMessage: 'Please select the products to return',
  }),
  selectVariantFirst: defineMessage({
    id: 'errors.validation.selectVariantFirst',
    defaultMessage: 'Please select the variant first',
  }),
  couponRequired: defineMessage({
    id: 'errors.validation.couponRequired',
    defaultMessage: 'Please enter a coupon code',
  }),
  selectLocation: defineMessage({
    id: 'errors.validation.selectLocation',
    defaultMessage: 'Please select a location',
  }),
  addressNameRequired: defineMessage({
    id: 'errors.validation.addressNameRequired',
    defaultMessage: 'Please name this address',
  }),
  bankAccountNameRequired: defineMessage({
    id: 'errors.validation.bankAccountNameRequired',
    defaultMessage: 'Please enter the account holder name',
  }),
  bankAccountNumberRequired: defineMessage({
    id: 'errors.validation.bankAccountNumberRequired',
    defaultMessage: 'Please enter the account number',
  }),
  bankNameRequired: defineMessage({
    id: 'errors.validation.bankNameRequired',
    defaultMessage: 'Please enter the bank name',
  }),
  ibanRequired: defineMessage({
    id: 'errors.validation.ibanRequired',
    defaultMessage: 'Please enter the IBAN',
  }),
  ibanIncorrect: defineMessage({
    id: 'errors.validation.ibanIncorrect',
    defaultMessage: 'The IBAN is incorrect',
  }),
  complaintDetailsRequired: defineMessage({
    id: 'errors.validation.complaintDetailsRequired',
    defaultMessage: 'Please describe the complaint',
  }),
  complaintSubjectRequired: defineMessage({
    id: 'errors.validation.complaintSubjectRequired',
    defaultMessage: 'Please enter the subject',
  }),
  complaintMessageRequired: defineMessage({
    id: 'errors.validation.complaintMessageRequired',
    defaultMessage: 'Please write the message',
  }),
  orderDateTimeRequired: defineMessage({
    id: 'errors.validation.orderDateTimeRequired',
    defaultMessage: 'Please choose the order date and time',
  }),
  selectProducts: defineMessage({
    id: 'errors.validation.selectProducts',
    defaultMessage: 'Please select products',
  }),
  cityRequired: defineMessage({
    id: 'errors.validation.cityRequired',
    defaultMessage: 'Please choose a city',
  }),
  categoryRequired: defineMessage({
    id: 'errors.validation.categoryRequired',
    defaultMessage: 'Please choose a category',
  }),
  subcategoryRequired: defineMessage({
    id: 'errors.validation.subcategoryRequired',
    defaultMessage: 'Please choose a subcategory',
  }),
  brandRequired: defineMessage({
    id: 'errors.validation.brandRequired',
    defaultMessage: 'Please choose a brand',
  }),
} as const;

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

/** Confirmations shown after an action succeeds (spec §8). */
export const successMessages = {
  orderCanceled: defineMessage({
    id: 'common.success.orderCanceled',
    defaultMessage: 'Your order has been cancelled',
  }),
  returnRequestSent: defineMessage({
    id: 'common.success.returnRequestSent',
    defaultMessage: 'Your return request has been sent',
  }),
  ratingSent: defineMessage({
    id: 'common.success.ratingSent',
    defaultMessage: 'Thank you, your rating has been sent',
  }),
  productAddedToCart: defineMessage({
    id: 'common.success.productAddedToCart',
    defaultMessage: 'Product added to cart',
  }),
  phoneChanged: defineMessage({
    id: 'common.success.phoneChanged',
    defaultMessage: 'Your phone number has been changed',
  }),
  passwordChanged: defineMessage({
    id: 'common.success.passwordChanged',
    defaultMessage: 'Your password has been changed',
  }),
  orderCompleted: defineMessage({
    id: 'common.success.orderCompleted',
    defaultMessage: 'Your order has been placed',
  }),
  linkCopied: defineMessage({ id: 'common.success.linkCopied', defaultMessage: 'Link copied' }),
  profileUpdated: defineMessage({
    id: 'common.success.profileUpdated',
    defaultMessage: 'Your profile has been updated',
  }),
  walletCharged: defineMessage({
    id: 'common.success.walletCharged',
    defaultMessage: 'Your wallet has been charged',
  }),
  withdrawalRequestSent: defineMessage({
    id: 'common.success.withdrawalRequestSent',
    defaultMessage: 'Your withdrawal request has been sent',
  }),
} as const;

/** The name of each payment method (spec §9), for an order's details and its completion page. */
export const paymentMethodNames = {
  cash: defineMessage({ id: 'common.paymentMethod.cash', defaultMessage: 'Cash on delivery' }),
  card: defineMessage({ id: 'common.paymentMethod.card', defaultMessage: 'Card' }),
  wallet: defineMessage({ id: 'common.paymentMethod.wallet', defaultMessage: 'Wallet' }),
  amount: defineMessage({
    id: 'common.paymentMethod.amount',
    defaultMessage: 'Wallet and cash on delivery',
  }),
  bank_transfer: defineMessage({
    id: 'common.paymentMethod.bankTransfer',
    defaultMessage: 'Bank transfer',
  }),
} as const;
