import {
  type UseMutationResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { ComplaintDetails, ComplaintInput } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { complaintQueries } from '../api/complaint-queries.js';

/**
 * A page of the signed-in customer's complaints and suggestions, newest first. Nothing is asked
 * without a token; while another page loads, the previous one stays on screen.
 *
 * @example
 * const complaints = useComplaints(page);
 * <ComplaintsList complaints={complaints.data?.data ?? []} hrefFor={(id) => `/complaints/${id}`} />
 */
export function useComplaints(page: number) {
  const hasToken = useHasToken();
  return useQuery({
    ...complaintQueries.list(useApiClient(), useLocale(), page),
    enabled: hasToken,
    placeholderData: (previous) => previous,
  });
}

/**
 * One complaint or suggestion with its message, images and the store's response (`null` until the
 * store answers). Nothing is asked without a token.
 *
 * @example
 * const complaint = useComplaint(id);
 * if (complaint.data) return <ComplaintDetails complaint={complaint.data} />;
 */
export function useComplaint(id: number) {
  const hasToken = useHasToken();
  return useQuery({
    ...complaintQueries.details(useApiClient(), useLocale(), id),
    enabled: hasToken,
  });
}

/** What `useCreateComplaint` returns: the mutation, and how much of the upload has been sent. */
export type CreateComplaintResult = UseMutationResult<ComplaintDetails, Error, ComplaintInput> & {
  /** How much of the form and its images has been uploaded, 0 to 1 (0 while the size is unknown). */
  progress: number;
};

/**
 * Sends a complaint or suggestion with its images, reporting the upload's progress. On success
 * the new complaint is cached for its page and every page of the list is asked again.
 *
 * @example
 * const create = useCreateComplaint();
 * <ComplaintForm
 *   onSubmit={(input) => create.mutate(input, { onSuccess: (c) => navigate(`/complaints/${c.id}`) })}
 *   isPending={create.isPending}
 *   progress={create.progress}
 *   error={create.error}
 * />
 */
export function useCreateComplaint(): CreateComplaintResult {
  const api = useApiClient();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (input: ComplaintInput) => {
      setProgress(0);
      const { data } = await api.complaints.create(input, {
        onUploadProgress: ({ percent }) => setProgress(percent),
      });
      setProgress(1);
      return data;
    },
    onSuccess: (complaint) => {
      queryClient.setQueryData(
        complaintQueries.details(api, lang, complaint.id).queryKey,
        complaint,
      );
      return queryClient.invalidateQueries({ queryKey: complaintQueries.lists() });
    },
  });
  return { ...mutation, progress };
}
