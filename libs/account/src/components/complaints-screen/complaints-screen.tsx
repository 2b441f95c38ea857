import { ErrorState, Pagination, Skeleton } from '@matjar/ui';
import { useComplaints } from '../../hooks/use-complaints.js';
import { ComplaintsList } from '../complaints-list/complaints-list.js';

export interface ComplaintsScreenProps {
  /**
   * The page of the list shown, 1 being the newest: the app reads it from its address, where the
   * pages under the list write it (`?page=2`).
   */
  page: number;
  /** The path of a complaint's page, from its id (e.g. `/complaints/3`). */
  hrefFor: (id: number) => string;
}

/**
 * The complaints and suggestions the customer has sent, newest first, a page at a time, each
 * leading to its own page; an empty state when there is none. A skeleton shows while the page is
 * on its way, a retry when the store failed to answer (the page shown stays while the next one
 * comes). Needs the app's API client, session and query cache.
 *
 * @example
 * <ComplaintsScreen
 *   page={page}
 *   hrefFor={(id) => `/complaints/${id}`}
 * />
 */
export function ComplaintsScreen({ page, hrefFor }: ComplaintsScreenProps) {
  const complaints = useComplaints(page);
  if (complaints.isError && !complaints.data) {
    return <ErrorState onRetry={() => void complaints.refetch()} />;
  }
  if (!complaints.data) return <Skeleton shape="text" lines={6} />;
  return (
    <>
      <ComplaintsList complaints={complaints.data.data} hrefFor={hrefFor} />
      <Pagination
        page={complaints.data.pagination.current_page}
        pageCount={complaints.data.pagination.last_page}
      />
    </>
  );
}
