import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Complaint } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { complaintMessages as m } from './messages.js';

/** "Complaint" or "Suggestion", shown as a tag. */
export function ComplaintTypeTag({ type }: { type: Complaint['type'] }) {
  const intl = useIntl();
  return (
    <span className="account-complaint-type" data-type={type}>
      {intl.formatMessage(type === 'complaint' ? m.typeComplaint : m.typeSuggestion)}
    </span>
  );
}

/** "Awaiting reply" or "Answered", as a coloured badge (the words carry the meaning, not the colour). */
export function ComplaintStatusBadge({ status }: { status: Complaint['status'] }) {
  const intl = useIntl();
  return (
    <span className="account-complaint-status" data-status={status}>
      {intl.formatMessage(status === 'answered' ? m.statusAnswered : m.statusPending)}
    </span>
  );
}

/** "No. C-1001", the number isolated so that its Latin letters and digits keep their order in Arabic. */
export function ComplaintNumber({ number }: { number: string }) {
  const intl = useIntl();
  return (
    <span className="account-complaint-number">
      {intl.formatMessage(m.number, {
        number,
        bdi: (chunks: ReactNode[]) => <bdi dir="ltr">{chunks}</bdi>,
      })}
    </span>
  );
}

/** "Sent on 15 Mar 2025", the date in Riyadh time inside a machine-readable `<time>`. */
export function ComplaintSentOn({ createdAt }: { createdAt: string }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <span className="account-complaint-date">
      {intl.formatMessage(m.sentOn, {
        date: format.date(createdAt),
        time: (chunks: ReactNode[]) => <time dateTime={createdAt}>{chunks}</time>,
      })}
    </span>
  );
}
