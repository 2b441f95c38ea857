import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { validationMessages } from '@matjar/i18n';
import { MIN_PASSWORD_LENGTH } from './field-schemas.js';

const descriptorsById = new Map<string, MessageDescriptor>(
  Object.values(validationMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/**
 * Turns a form error (the id of a validation message, as field schemas carry them, or a server
 * `msg`) into the text to show. Text that is not a known id is shown as it is: it is the server's
 * message, already in the request's language.
 */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => {
    if (!message) return undefined;
    const descriptor = descriptorsById.get(message);
    return descriptor ? intl.formatMessage(descriptor, { min: MIN_PASSWORD_LENGTH }) : message;
  };
}
