import {
  CUSTOMER_LIST_PAGE_SIZES,
  parseDisplayDate,
  REVIEW_STATUSES,
  type CustomerListPageSize,
  type ReviewStatus,
} from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomerListCriteria } from './api/customer-list-api';

/**
 * The list's search, tab, sort, search text, page size and page, kept in the address (docs/decisions/043),
 * so that coming back from an application (Back, or the page's "Back to the customer list") shows the
 * list exactly as it was left, and a reload or a shared link too.
 */
export const LIST_PARAMS = {
  from: 'from',
  to: 'to',
  reviewStatus: 'reviewStatus',
  referenceNo: 'referenceNo',
  tab: 'tab',
  search: 'search',
  sort: 'sort',
  direction: 'direction',
  size: 'size',
  page: 'page',
  cursor: 'cursor',
} as const;
type ListParam = keyof typeof LIST_PARAMS;

/** What a tab keeps of its own: another tab, or another search, starts without them. */
export const TAB_PARAMS: readonly ListParam[] = ['search', 'sort', 'direction', 'size', 'page', 'cursor'];
/** Where the tab is in its pages: another sort, search text or page size starts at the first. */
export const PAGE_PARAMS: readonly ListParam[] = ['page', 'cursor'];

export type ListParamChanges = Partial<Record<ListParam, string | null>>;

export function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

export function isPageSize(value: number): value is CustomerListPageSize {
  return (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(value);
}

/** The list's address parameters, and a change of some of them (null removes one) that replaces the entry. */
export interface ListAddress {
  get: (name: ListParam) => string | null;
  update: (changes: ListParamChanges) => void;
}

/**
 * The list's address, owned by the list page alone: its search, tabs, tables and pagers change it through
 * the `update` handed down, so each change starts from the one before it. React Router renders a change in
 * a transition and its updater starts from the address last rendered, so a second change soon after (the
 * search box's pause in typing right after a Review Status choice) would otherwise drop the first: the
 * owner keeps the address it last wrote until it is rendered.
 */
export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const unrendered = useRef<string | null>(null);
  useEffect(() => {
    if (unrendered.current === params.toString()) unrendered.current = null;
  }, [params]);
  const get = (name: ListParam) => params.get(LIST_PARAMS[name]);
  const update = (changes: ListParamChanges) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(unrendered.current ?? previous);
        for (const [name, value] of Object.entries(changes)) {
          const key = LIST_PARAMS[name as ListParam];
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        unrendered.current = next.toString();
        return next;
      },
      { replace: true },
    );
  return { get, update };
}

/** The search the address holds: one reference number, or dates (the defaults when absent or not dates). */
export function criteriaOf(
  get: (name: ListParam) => string | null,
  branchCode: string,
  defaults: { fromDate: string; toDate: string },
): CustomerListCriteria {
  const referenceNo = get('referenceNo');
  if (referenceNo) return { mode: 'reference', branchCode, referenceNo };
  const date = (value: string | null, fallback: string) => (value && parseDisplayDate(value) ? value : fallback);
  const reviewStatus = get('reviewStatus') ?? '';
  return {
    mode: 'dates',
    branchCode,
    fromDate: date(get('from'), defaults.fromDate),
    toDate: date(get('to'), defaults.toDate),
    reviewStatus: isReviewStatus(reviewStatus) ? reviewStatus : '',
  };
}

/** A search as address parameters; a new search starts at the first page. */
export function criteriaChanges(criteria: CustomerListCriteria): ListParamChanges {
  const cleared = Object.fromEntries(PAGE_PARAMS.map((name) => [name, null]));
  return criteria.mode === 'reference'
    ? { ...cleared, referenceNo: criteria.referenceNo, from: null, to: null, reviewStatus: null }
    : {
        ...cleared,
        referenceNo: null,
        from: criteria.fromDate,
        to: criteria.toDate,
        reviewStatus: criteria.reviewStatus || null,
      };
}
