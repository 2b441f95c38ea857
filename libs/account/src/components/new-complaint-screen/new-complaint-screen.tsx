import { useIntl } from 'react-intl';
import type { ComplaintDetails } from '@matjar/api-client';
import { useToast } from '@matjar/ui';
import { useCreateComplaint } from '../../hooks/use-complaints.js';
import { ComplaintForm } from '../complaint-form/complaint-form.js';
import { newComplaintScreenMessages as m } from './messages.js';

export interface NewComplaintScreenProps {
  /** Called with the complaint the store saved, after the toast: the app opens its page. */
  onSent: (complaint: ComplaintDetails) => void;
}

/**
 * A new complaint or suggestion: the form (type, subject, message, images with the upload's
 * progress), sent to the store; once saved, a toast says it was sent and `onSent` gets it. A
 * refusal shows above the button and the form keeps what was typed. Needs the app's API client,
 * session, query cache and `ToastProvider`; link `@matjar/ui/forms.css` for the image picker.
 *
 * @example
 * <NewComplaintScreen
 *   onSent={(complaint) => navigate(`/complaints/${complaint.id}`, { replace: true })}
 * />
 */
export function NewComplaintScreen({ onSent }: NewComplaintScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const create = useCreateComplaint();
  return (
    <ComplaintForm
      isPending={create.isPending}
      progress={create.progress}
      error={create.error ?? undefined}
      onSubmit={(input) =>
        create.mutate(input, {
          onSuccess: (complaint) => {
            toast({ title: intl.formatMessage(m.complaintSent), variant: 'success' });
            onSent(complaint);
          },
        })
      }
    />
  );
}
