/**
 * Dates in the DD-MMM-YYYY form the spec uses on screen and in list requests (e.g. 05-Nov-2026).
 * Calendar dates only: no time zone is involved, so they are handled as plain year/month/day.
 */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const DISPLAY_DATE_PATTERN = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toValidDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function parseDisplayDate(value: string): CalendarDate | null {
  const match = DISPLAY_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, dd, mmm, yyyy] = match as unknown as [string, string, string, string];
  const monthIndex = MONTH_ABBREVIATIONS.findIndex((m) => m.toLowerCase() === mmm.toLowerCase());
  if (monthIndex < 0) return null;
  return toValidDate(Number(yyyy), monthIndex + 1, Number(dd));
}

export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, yyyy, mm, dd] = match as unknown as [string, string, string, string];
  return toValidDate(Number(yyyy), Number(mm), Number(dd));
}

export function formatDisplayDate(date: CalendarDate): string {
  const month = MONTH_ABBREVIATIONS[date.month - 1];
  if (!month) throw new RangeError(`month out of range: ${date.month}`);
  return `${String(date.day).padStart(2, '0')}-${month}-${String(date.year).padStart(4, '0')}`;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The calendar date of an instant as seen in India (IST, UTC+05:30, no daylight saving). */
export function calendarDateInIndia(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + 330 * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
