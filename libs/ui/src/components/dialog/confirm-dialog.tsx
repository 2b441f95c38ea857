import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@matjar/i18n';
import { Button } from '../button/button.js';
import { Dialog } from './dialog.js';

export interface ConfirmDialogProps<Subject> {
  /** What the customer is asked about (the address to delete, say); the dialog is open while set. */
  subject: Subject | undefined;
  /** Called when the dialog closes without confirming (cancel, Escape, the close button). */
  onCancel: () => void;
  /** Called with the subject when the customer confirms; the dialog then closes. */
  onConfirm: (subject: Subject) => void;
  title: ReactNode;
  /** What confirming does, said of this subject. */
  description: (subject: Subject) => ReactNode;
  /** The confirming button's label, a verb: "Delete". */
  confirmLabel: ReactNode;
  /** The cancelling button's label; "Cancel" in the page's language by default. */
  cancelLabel?: ReactNode;
}

/**
 * Asks before an action that cannot be undone (a deletion): open while `subject` is set, with the
 * action in the danger colour and a way back. Confirming or cancelling both close it.
 *
 * @example
 * const [deleting, setDeleting] = useState<Location>();
 * <ConfirmDialog
 *   subject={deleting}
 *   onCancel={() => setDeleting(undefined)}
 *   onConfirm={(location) => { remove.mutate(location.id); setDeleting(undefined); }}
 *   title={t(m.deleteTitle)}
 *   description={(location) => t(m.deleteBody, { name: location.name })}
 *   confirmLabel={t(m.deleteConfirm)}
 * />
 */
export function ConfirmDialog<Subject>({
  subject,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps<Subject>) {
  const intl = useIntl();
  return (
    <Dialog
      open={subject !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={title}
      description={subject === undefined ? undefined : description(subject)}
      footer={
        <>
          <Button
            variant="danger"
            onClick={() => {
              if (subject !== undefined) onConfirm(subject);
            }}
          >
            {confirmLabel}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel ?? intl.formatMessage(commonMessages.cancel)}
          </Button>
        </>
      }
    />
  );
}
