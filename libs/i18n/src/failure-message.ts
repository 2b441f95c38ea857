import type { IntlShape } from 'react-intl';
import { errorMessages } from './messages/errors.js';

/**
 * A failed store call as `@matjar/api-client` reports it (`ApiError`): what went wrong, the HTTP
 * status when an answer arrived, and the store's own message, already in the request's language.
 * Described by its shape, so this library needs no client.
 */
interface StoreCallFailure extends Error {
  readonly name: 'ApiError';
  readonly kind: string;
  readonly status?: number;
  readonly msg?: string;
}

function isStoreCallFailure(error: unknown): error is StoreCallFailure {
  return error instanceof Error && error.name === 'ApiError' && 'kind' in error;
}

/**
 * What to tell the customer when a call fails: the store's `msg` when it sent one, otherwise a
 * localized message for the kind of failure; `undefined` for a call the page itself cancelled.
 * Never the raw error.
 *
 * @example
 * onError: (error) => setAlert(failureMessage(intl, error)),
 */
export function failureMessage(intl: IntlShape, error: unknown): string | undefined {
  if (!isStoreCallFailure(error)) return intl.formatMessage(errorMessages.unexpected);
  if (error.kind === 'aborted') return undefined;
  if (error.msg) return error.msg;
  switch (error.kind) {
    case 'network':
      return intl.formatMessage(errorMessages.serverConnection);
    case 'timeout':
      return intl.formatMessage(errorMessages.timeout);
    case 'http':
      // A proxy's answer to a body over its limit carries no store message, only the status.
      return intl.formatMessage(
        error.status === 413 ? errorMessages.tooLargeToSend : errorMessages.badResponse,
      );
    case 'invalid-response':
      return intl.formatMessage(errorMessages.badResponse);
    default:
      return intl.formatMessage(errorMessages.unexpected);
  }
}
