import type { CustomerListRecord } from '@portal/domain';
import { formatTimestampForDisplay } from '@/lib/format-date';

/** portal.md §2: mobileNoMismatch shows Yes, No or blank (holder 1 has no personal details yet). */
export function mismatchText(value: boolean | null): string {
  if (value === null) return '';
  return value ? 'Yes' : 'No';
}

export interface CustomerListColumn {
  id: Exclude<keyof CustomerListRecord, 'id' | 'branchCode'>;
  header: string;
  /** What the table shows, the search box matches and the CSV holds. */
  text: (record: CustomerListRecord) => string;
  /** What sorting compares, when not the shown text (dates, counts). */
  sortValue?: (record: CustomerListRecord) => string | number;
  /** Digits that a spreadsheet must keep as text (reference and mobile numbers). */
  keepAsText?: boolean;
  /**
   * Whether the table and the cards show it (the CSV always holds every column): `false` for what says
   * nothing on the screen, `'admins'` for what says something only across branches, `'completed'` or
   * `'drafts'` for what only one tab shows. The list must fit a counter PC's 1366 px without scrolling
   * sideways.
   */
  onScreen?: false | 'admins' | 'completed' | 'drafts';
}

/** Every column of the list record (portal.md §3), in the order the table and the CSV use. */
export const CUSTOMER_LIST_COLUMNS: readonly CustomerListColumn[] = [
  {
    id: 'lastUpdated',
    header: 'Last Updated',
    text: (r) => formatTimestampForDisplay(r.lastUpdated),
    sortValue: (r) => r.lastUpdated,
  },
  { id: 'referenceNo', header: 'Reference No.', text: (r) => r.referenceNo, keepAsText: true },
  { id: 'customerName', header: 'Customer Name', text: (r) => r.customerName },
  { id: 'mobileNo', header: 'Mobile No.', text: (r) => r.mobileNo, keepAsText: true },
  { id: 'mobileNoMismatch', header: 'Mobile No. Mismatch', text: (r) => mismatchText(r.mobileNoMismatch) },
  { id: 'accountTypeName', header: 'Account Type', text: (r) => r.accountTypeName },
  // Always 'Individual': the create page fixes the entity type (DESIGN.md §5).
  { id: 'entityTypeName', header: 'Entity Type', text: (r) => r.entityTypeName, onScreen: false },
  {
    id: 'holdersCount',
    header: 'No. of Holders',
    text: (r) => String(r.holdersCount),
    sortValue: (r) => r.holdersCount,
  },
  // Each tab is one status.
  { id: 'status', header: 'Status', text: (r) => r.status, onScreen: false },
  // A draft has no review yet (null), so its tab leaves the column out.
  { id: 'reviewStatus', header: 'Review Status', text: (r) => r.reviewStatus ?? '', onScreen: 'completed' },
  { id: 'formFillBy', header: 'Form Filled By', text: (r) => r.formFillBy },
  // A branch user lists their own branch alone; an admin lists every branch.
  { id: 'branchName', header: 'Branch', text: (r) => r.branchName, onScreen: 'admins' },
  {
    id: 'createdOn',
    header: 'Created On',
    text: (r) => formatTimestampForDisplay(r.createdOn),
    sortValue: (r) => r.createdOn,
    // The Completed tab's Review Status takes its room, so the tab still fits 1366 px: a submitted
    // application is ordered by its Last Updated, and its page shows when it was created.
    onScreen: 'drafts',
  },
];

/** The columns the table and the cards show, in their order: the staff member's or an admin's, of a tab. */
export function screenColumns(isAdmin: boolean, completed: boolean): readonly CustomerListColumn[] {
  return CUSTOMER_LIST_COLUMNS.filter(
    (column) =>
      column.onScreen === undefined ||
      (column.onScreen === 'admins' && isAdmin) ||
      (column.onScreen === 'completed' && completed) ||
      (column.onScreen === 'drafts' && !completed),
  );
}
