export interface FormAlertProps {
  /** The store's message or a localized failure; nothing is rendered without one. */
  message: string | undefined;
}

/**
 * The message of a failed submission, announced (`role="alert"`) and shown above the form's
 * button; nothing at all while there is no message.
 *
 * @example
 * <FormAlert message={place.isError ? failureMessage(intl, place.error) : undefined} />
 */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <p role="alert" className="mj-form-alert">
      {message}
    </p>
  );
}
