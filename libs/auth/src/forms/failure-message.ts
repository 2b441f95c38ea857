import type { IntlShape } from 'react-intl';
import { isApiError } from '@matjar/api-client';
import { errorMessages } from '@matjar/i18n';

/**
 * What to tell the customer when a call fails: the server's `msg` when it sent one, otherwise a
 * localized message for the kind of failure. Never the raw error.
 */
export function failureMessage(intl: IntlShape, error: unknown): string | undefined {
  if (!isApiError(error)) return intl.formatMessage(errorMessages.unexpected);
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
