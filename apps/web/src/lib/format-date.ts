import { calendarDateInIndia, formatDateIn, type Language } from '@portal/domain';

/**
 * An ISO timestamp from the API as the DD-MMM-YYYY date a customer in India expects (DESIGN.md §5),
 * the month in the customer's language; staff screens, still in English, pass none.
 */
export function formatTimestampForDisplay(iso: string, language: Language = 'en'): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatDateIn(language, calendarDateInIndia(instant));
}

const IST_OFFSET_MS = 330 * 60_000;

/**
 * An ISO timestamp as DD-MMM-YYYY HH:mm in India (branch staff read when a step was taken; a customer
 * when a holder agreed, the month in their language).
 */
export function formatDateTime(iso: string, language: Language = 'en'): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const time = `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDateIn(language, calendarDateInIndia(instant))} ${time}`;
}
