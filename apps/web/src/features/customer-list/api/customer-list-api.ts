import {
  callRoutes,
  messages,
  type CustomerListCsvQuery,
  type CustomerListPageSize,
  type CustomerListSortColumn,
  type CustomerListSortDirection,
  type CustomerListTab,
  type ReviewStatus,
} from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, fileUrlOf } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toasts';

/**
 * What the search form asks for: a date range (DD-MMM-YYYY, as the call takes it) with a review
 * status ('' for all), or one reference number.
 */
export type CustomerListCriteria =
  | { mode: 'dates'; branchCode: string; fromDate: string; toDate: string; reviewStatus: ReviewStatus | '' }
  | { mode: 'reference'; branchCode: string; referenceNo: string };

/** What one tab adds to it: its status, its search box, its sort. */
export interface CustomerListTabView {
  status: CustomerListTab;
  search: string;
  sortBy: CustomerListSortColumn;
  direction: CustomerListSortDirection;
}

/** The search of a tab as both calls take it (decision 032). */
function searchOf(criteria: CustomerListCriteria, view: CustomerListTabView): CustomerListCsvQuery {
  return {
    BranchCode: criteria.branchCode,
    Status: view.status,
    ...(criteria.mode === 'reference'
      ? { ReferenceNo: criteria.referenceNo }
      : {
          fromDate: criteria.fromDate,
          toDate: criteria.toDate,
          // Absent is every application, the drafts included; a status lists only submitted ones.
          ...(criteria.reviewStatus === '' ? {} : { ReviewStatus: criteria.reviewStatus }),
        }),
    ...(view.search === '' ? {} : { Search: view.search }),
    SortBy: view.sortBy,
    SortDirection: view.direction,
  };
}

/**
 * One page of a tab for the latest search, read again each time the list opens (a status may have
 * changed on an application's page meanwhile; pressing Search again invalidates it). The page shown
 * stays while the next loads, so the pager does not jump. A search that finds nothing tells the staff
 * member 'No records available' (portal.md §8).
 */
export function useCustomerListPage(
  criteria: CustomerListCriteria,
  view: CustomerListTabView,
  page: { size: CustomerListPageSize; cursor: string | undefined },
) {
  return useQuery({
    queryKey: ['customer-list', criteria, view, page],
    queryFn: async ({ signal }) => {
      const answer = await call(
        callRoutes.GetCustomerListPage,
        {
          ...searchOf(criteria, view),
          PageSize: page.size,
          ...(page.cursor === undefined ? {} : { Cursor: page.cursor }),
        },
        { signal },
      );
      if (answer.total === 0 && page.cursor === undefined && view.search === '') showErrorToast(messages.noRecords);
      return answer;
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

/** The tab's CSV, every record of the search in its sort, streamed by the server (CustomerListCsv). */
export function customerListCsvUrl(criteria: CustomerListCriteria, view: CustomerListTabView): string {
  return fileUrlOf(callRoutes.CustomerListCsv, undefined, searchOf(criteria, view));
}
