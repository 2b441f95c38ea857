import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@matjar/api-client';
import { EmptyState, ErrorState, Link, Skeleton } from '@matjar/ui';
import { useComplaint } from '../../hooks/use-complaints.js';
import { ComplaintDetails } from '../complaint-details/complaint-details.js';
import { complaintScreenMessages as m } from './messages.js';

export interface ComplaintScreenProps {
  /** The complaint's id, as the page's address gives it; anything but a whole number above 0 is not found. */
  id: number;
  /** The page of the customer's complaints, the way back from one that is not found. */
  listHref: string;
  /**
   * Draws the page's trail above the complaint: the way back to the list, and the complaint's
   * number (`C-1001`) once it is known.
   */
  renderTrail: (number: string | undefined) => ReactNode;
}

/** A complaint the store does not know, or that is another customer's: not found, not an error. */
function ComplaintMissing({ listHref }: { listHref: string }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(m.complaintNotFound)}
      action={
        <Link to={listHref} className="mj-button">
          {intl.formatMessage(m.backToComplaints)}
        </Link>
      }
    />
  );
}

function Complaint({ id, listHref, renderTrail }: ComplaintScreenProps) {
  const complaint = useComplaint(id);
  if (complaint.data) {
    return (
      <>
        {renderTrail(complaint.data.number)}
        <ComplaintDetails complaint={complaint.data} />
      </>
    );
  }
  return (
    <>
      {renderTrail(undefined)}
      {complaint.isError && isApiError(complaint.error) && complaint.error.kind === 'fail' ? (
        <ComplaintMissing listHref={listHref} />
      ) : complaint.isError ? (
        <ErrorState onRetry={() => void complaint.refetch()} />
      ) : (
        <Skeleton shape="text" lines={6} />
      )}
    </>
  );
}

/**
 * A complaint or suggestion the customer sent: its title as the page's heading, its message and
 * images, and the store's answer or that it is awaited. One the store does not know (or another
 * customer's) is not found, with the way back to the list; a skeleton shows while it is on its
 * way, a retry when the store failed to answer. Needs the app's API client, session and query
 * cache.
 *
 * @example
 * <ComplaintScreen
 *   id={Number(params.id)}
 *   listHref="/complaints"
 *   renderTrail={(number) => <Trail items={number ? [list, { label: number }] : [list]} />}
 * />
 */
export function ComplaintScreen({ id, listHref, renderTrail }: ComplaintScreenProps) {
  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <>
        {renderTrail(undefined)}
        <ComplaintMissing listHref={listHref} />
      </>
    );
  }
  return <Complaint id={id} listHref={listHref} renderTrail={renderTrail} />;
}
