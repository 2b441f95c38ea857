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
