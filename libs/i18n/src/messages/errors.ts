import { defineMessage } from 'react-intl';

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
