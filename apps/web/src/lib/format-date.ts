import { calendarDateInIndia, formatDisplayDate } from '@portal/domain';

/** An ISO timestamp from the API as the DD-MMM-YYYY date a customer in India expects (DESIGN.md §5). */
export function formatTimestampForDisplay(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatDisplayDate(calendarDateInIndia(instant));
}
