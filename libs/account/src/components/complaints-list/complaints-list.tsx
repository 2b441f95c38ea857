import { useIntl } from 'react-intl';
import type { Complaint } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { EmptyState, Link, MessagesIllustration } from '@matjar/ui';
import {
  ComplaintNumber,
  ComplaintSentOn,
  ComplaintStatusBadge,
  ComplaintTypeTag,
} from './complaint-status.js';

export interface ComplaintsListProps {
  /** A page of the customer's complaints and suggestions (`useComplaints(page).data.data`). */
  complaints: readonly Complaint[];
  /** The path of a complaint's page, from its id (e.g. `/complaints/3`). */
  hrefFor: (id: number) => string;
  /** Level of each complaint's title in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The customer's complaints and suggestions, newest first: each with its type, number, title (a
 * link to its page), the date it was sent (Riyadh time) and whether the store has answered. Says
 * so when there are none.
 *
 * @example
 * const complaints = useComplaints(page);
 * <ComplaintsList
 *   complaints={complaints.data?.data ?? []}
 *   hrefFor={(id) => `/complaints/${id}`}
 * />
 */
export function ComplaintsList({
  complaints,
  hrefFor,
  headingLevel = 2,
  className,
}: ComplaintsListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  if (complaints.length === 0) {
    return (
      <EmptyState
        className={['account-complaints-empty', className].filter(Boolean).join(' ')}
        title={intl.formatMessage(emptyStateMessages.noComplaints)}
        illustration={<MessagesIllustration />}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <ul className={['account-complaints', className].filter(Boolean).join(' ')}>
      {complaints.map((complaint) => (
        <li key={complaint.id} className="account-complaint-card" data-status={complaint.status}>
          <div className="account-complaint-card__meta">
            <ComplaintTypeTag type={complaint.type} />
            <ComplaintNumber number={complaint.number} />
          </div>
          <Heading className="account-complaint-card__title">
            <Link to={hrefFor(complaint.id)} className="account-complaint-card__link">
              <bdi>{complaint.title}</bdi>
            </Link>
          </Heading>
          <div className="account-complaint-card__footer">
            <ComplaintSentOn createdAt={complaint.created_at} />
            <ComplaintStatusBadge status={complaint.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
