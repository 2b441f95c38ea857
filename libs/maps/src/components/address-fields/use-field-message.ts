import { type MessageDescriptor, useIntl } from 'react-intl';
import { validationMessages } from '@matjar/i18n';
import { ADDRESS_FIELD_MAX_LENGTH } from './address-schema.js';
import { addressFieldsMessages } from './messages.js';

const descriptorsById = new Map<string, MessageDescriptor>(
  [...Object.values(validationMessages), ...Object.values(addressFieldsMessages)].map(
    (descriptor) => [descriptor.id, descriptor],
  ),
);

/**
 * Turns a field error (a message id, as the address schema carries them) into the text to show;
 * other text is shown as it is.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => {
    if (!message) return undefined;
    const descriptor = descriptorsById.get(message);
    return descriptor ? intl.formatMessage(descriptor, { max: ADDRESS_FIELD_MAX_LENGTH }) : message;
  };
}
