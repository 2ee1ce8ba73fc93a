import type { ReviewQueueRecord } from '@portal/domain';
import { formatDateTime, formatTimestampForDisplay } from '@/lib/format-date';

export interface ReviewQueueColumn {
  id:
    | 'referenceNo'
    | 'customerName'
    | 'accountTypeName'
    | 'branchCode'
    | 'reviewStatus'
    | 'waitingSince'
    | 'ageDays'
    | 'dueBy'
    | 'assignedTo';
  header: string;
  text: (record: ReviewQueueRecord) => string;
  /** What sorting compares, when not the shown text (times, days). */
  sortValue?: (record: ReviewQueueRecord) => string | number;
  /** Only an admin's queue spans branches and both steps, so only it names each row's. */
  adminsOnly?: boolean;
}

/** Who has the application, as the signed-in staff member reads it. */
export function assigneeText(record: ReviewQueueRecord, userName: string): string {
  if (record.assignedTo === null) return 'Not taken';
  return record.assignedTo === userName ? 'Assigned to me' : `Taken by ${record.assignedTo}`;
}

/** The due-by date, and that it has passed. */
export function dueByText(record: ReviewQueueRecord): string {
  return `${formatTimestampForDisplay(record.dueBy)}${record.overdue ? ' (overdue)' : ''}`;
}

/** The To do queue's columns (docs/decisions/043), in the order the table and the cards show them. */
export function reviewQueueColumns(userName: string): ReviewQueueColumn[] {
  return [
    { id: 'referenceNo', header: 'Reference No.', text: (r) => r.referenceNo },
    { id: 'customerName', header: 'Customer Name', text: (r) => r.customerName },
    { id: 'accountTypeName', header: 'Account Type', text: (r) => r.accountTypeName },
    { id: 'branchCode', header: 'Branch', text: (r) => r.branchCode, adminsOnly: true },
    { id: 'reviewStatus', header: 'Review Status', text: (r) => r.reviewStatus, adminsOnly: true },
    {
      id: 'waitingSince',
      header: 'Waiting Since',
      text: (r) => formatDateTime(r.waitingSince),
      sortValue: (r) => r.waitingSince,
    },
    { id: 'ageDays', header: 'Age (days)', text: (r) => String(r.ageDays), sortValue: (r) => r.ageDays },
    {
      id: 'dueBy',
      header: 'Due By',
      text: dueByText,
      sortValue: (r) => r.dueBy,
    },
    { id: 'assignedTo', header: 'Assigned To', text: (r) => assigneeText(r, userName) },
  ];
}
