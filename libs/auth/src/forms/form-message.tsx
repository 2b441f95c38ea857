import { useIntl } from 'react-intl';
import { MIN_PASSWORD_LENGTH } from './field-schemas.js';

/**
 * Turns a form error (a message id from a field schema, or a server `msg`) into the text to show.
 * Unknown text is shown as it is: it is the server's message, already in the request's language.
 */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => {
    if (!message) return undefined;
    if (!intl.messages[message]) return message;
    return intl.formatMessage({ id: message }, { min: MIN_PASSWORD_LENGTH });
  };
}

export interface FormAlertProps {
  /** The server's message or a localized failure; nothing is rendered without one. */
  message: string | undefined;
}

/** The message of a failed submission, announced and shown above the form's button. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <p role="alert" className="mj-form-alert">
      {message}
    </p>
  );
}
