import { randomInt } from 'node:crypto';
import { calendarDateInIndia } from '@portal/domain';

/**
 * A 14-digit reference: the date in India (YYMMDD) and 8 random digits. Readable over the phone,
 * sortable by day, and not a counter that tells how many applications the bank receives.
 */
export function generateReferenceNumber(now: Date): string {
  const { year, month, day } = calendarDateInIndia(now);
  const datePart = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return `${datePart}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
