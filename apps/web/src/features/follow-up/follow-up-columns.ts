import { REMINDER_INTERVAL_HOURS, type FollowUpRecord } from '@portal/domain';
import { formatDateTime } from '@/lib/format-date';

export interface FollowUpColumn {
  id: Exclude<keyof FollowUpRecord, 'id' | 'lastUpdated' | 'reminderAllowed'>;
  header: string;
  text: (record: FollowUpRecord) => string;
  /** What sorting compares, when not the shown text (days, times). */
  sortValue?: (record: FollowUpRecord) => string | number;
  /** Only an admin's list spans branches, so only it names each row's. */
  adminsOnly?: boolean;
}

/** The follow-up queue's columns (decision 028), in the order the table and the cards show them. */
export const FOLLOW_UP_COLUMNS: readonly FollowUpColumn[] = [
  { id: 'referenceNo', header: 'Reference No.', text: (r) => r.referenceNo },
  { id: 'customerName', header: 'Customer Name', text: (r) => r.customerName },
  { id: 'mobileNo', header: 'Mobile No.', text: (r) => r.mobileNo },
  { id: 'accountTypeName', header: 'Account Type', text: (r) => r.accountTypeName },
  { id: 'branchCode', header: 'Branch', text: (r) => r.branchCode, adminsOnly: true },
  { id: 'lastStep', header: 'Last Step Reached', text: (r) => r.lastStep },
  {
    id: 'daysSinceChange',
    header: 'Days Since Last Change',
    text: (r) => String(r.daysSinceChange),
    sortValue: (r) => r.daysSinceChange,
  },
  {
    id: 'lastReminderAt',
    header: 'Last Reminder',
    text: (r) => (r.lastReminderAt === null ? 'None' : formatDateTime(r.lastReminderAt)),
    // Never reminded sorts as the oldest reminder.
    sortValue: (r) => r.lastReminderAt ?? '',
  },
];

/** Why a row's Send reminder is off: one a day, and when the next may go. */
export function reminderWaitText(record: FollowUpRecord): string {
  if (record.lastReminderAt === null) return `Reminded in the last ${REMINDER_INTERVAL_HOURS} hours`;
  const next = new Date(Date.parse(record.lastReminderAt) + REMINDER_INTERVAL_HOURS * 3_600_000).toISOString();
  return `One a day: the next from ${formatDateTime(next)}`;
}
