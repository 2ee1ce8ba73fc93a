import { contract, messages, type ReviewStatus } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toasts';

/**
 * What the list shows: a date range (DD-MMM-YYYY, as the call takes it) with a review status ('' for
 * all), or one reference number.
 */
export type CustomerListCriteria =
  | { mode: 'dates'; branchCode: string; fromDate: string; toDate: string; reviewStatus: ReviewStatus | '' }
  | { mode: 'reference'; referenceNo: string };

export function fetchCustomerList(criteria: CustomerListCriteria, signal?: AbortSignal) {
  if (criteria.mode === 'reference') {
    return call(contract.GetRegistrationDetailsByRefNo, { ReferenceNo: criteria.referenceNo }, { signal });
  }
  return call(
    contract.GetAllBranchLoginCustomerList,
    {
      BranchCode: criteria.branchCode,
      fromDate: criteria.fromDate,
      toDate: criteria.toDate,
      // Absent is every application, the drafts included; a status lists only submitted ones.
      ...(criteria.reviewStatus === '' ? {} : { ReviewStatus: criteria.reviewStatus }),
    },
    { signal },
  );
}

/**
 * The list for the latest search; `run` counts searches so pressing Search again reloads. An empty
 * answer tells the staff member 'No records available' (portal.md §8).
 */
export function useCustomerList(criteria: CustomerListCriteria, run: number) {
  return useQuery({
    queryKey: ['customer-list', criteria, run],
    queryFn: async ({ signal }) => {
      const response = await fetchCustomerList(criteria, signal);
      if (response.data.length === 0) showErrorToast(messages.noRecords);
      return response;
    },
    staleTime: Infinity,
  });
}
